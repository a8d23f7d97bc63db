import type { Page } from "playwright";

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
