import type { Page } from "playwright";

/**
 * The WCAG 1.4.12 bookmarklet's values, as a visitor's own style sheet would set them (a test
 * that adds it must bypass the site's CSP, which rightly refuses an injected one).
 */
export const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

export interface OverflowReport {
  /** How many CSS pixels the document scrolls sideways (0 when it does not). */
  documentOverflow: number;
  /** Elements whose box reaches past the left or right edge of the viewport, described. */
  elements: string[];
}

/**
 * Looks for sideways overflow at the current viewport width: the document's own scroll width, and
 * every rendered element whose box crosses the viewport's left or right edge. An element is fine
 * when an ancestor below <body> clips or scrolls it sideways (a scrolling table, a decorative glow
 * inside an `overflow: hidden` card); the clipping ancestor is itself checked. Clipping on <html>
 * or <body> does not count, as it would only hide the overflow from the first check.
 */
export async function findHorizontalOverflow(
  page: Page,
): Promise<OverflowReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // Sub-pixel layout can put an edge a fraction past the viewport without any visible overflow.
    const TOLERANCE = 0.5;

    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== "visible";
    };
    const clippedByAncestor = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body && ancestor !== root;
        ancestor = ancestor.parentElement
      )
        if (clipsSideways(ancestor)) return true;
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ");
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text.slice(0, 40)}"` : ""}`;
    };

    const elements: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      const left = box.left + window.scrollX;
      const right = box.right + window.scrollX;
      if (left >= -TOLERANCE && right <= width + TOLERANCE) continue;
      if (clippedByAncestor(element)) continue;
      elements.push(
        `${describe(element)} spans ${Math.round(left)}..${Math.round(right)} px of ${width}`,
      );
    }
    return {
      documentOverflow: Math.max(0, root.scrollWidth - width),
      elements,
    };
  });
}

/**
 * Text drawn past the sides of a box it sits in: each visible text (screen-reader text and
 * `aria-hidden` drawings left out) whose characters reach more than a pixel beyond the left or
 * right edge of an ancestor that draws a box (a background or a border: a tile, a card, a
 * button). A tile whose figure runs into the next tile stays inside the viewport, so
 * findHorizontalOverflow cannot see it (WCAG 1.4.10 and 1.4.12: “99.8%” ran 25 px out of its
 * tile at 320 px, under the next one). The walk up stops at an ancestor that clips or scrolls
 * sideways: text it cuts or scrolls is its own (clippedText in zoom-and-spacing.spec.ts).
 * Sides only: a glyph's box may rise a little above a tight line box without being cut.
 */
export async function findEscapingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const drawsBox = (style: CSSStyleDeclaration) =>
      style.backgroundImage !== "none" ||
      !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor) ||
      (["Left", "Right"] as const).some(
        (side) =>
          parseFloat(
            style.getPropertyValue(`border-${side.toLowerCase()}-width`),
          ) > 0 &&
          !["none", "hidden"].includes(
            style.getPropertyValue(`border-${side.toLowerCase()}-style`),
          ),
      );
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).slice(0, 3).join(".")}`
          : "";
      return `<${element.tagName.toLowerCase()}${id}${classes}>`;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest("[aria-hidden='true'], svg, noscript, script, style"))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter(
        (box) => box.width > 0 && box.height > 0,
      );
      if (!boxes.length) continue;
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      for (
        let ancestor: Element | null = parent;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        const style = getComputedStyle(ancestor);
        const outer = ancestor.getBoundingClientRect();
        // Screen-reader text: a box of a pixel that hides what it holds.
        if (outer.width <= 1 || outer.height <= 1) break;
        // A table that scrolls sideways in its bordered box: the text scrolls into view.
        if (style.overflowX !== "visible") break;
        if (drawsBox(style)) {
          const past = Math.max(outer.left - left, right - outer.right);
          if (past > TOLERANCE) {
            found.push(
              `"${text.slice(0, 40)}" runs ${Math.round(past)} px out of ${describe(ancestor)}`,
            );
            break;
          }
        }
      }
    }
    return found;
  });
}
