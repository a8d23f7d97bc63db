import type { Page } from "playwright";

/** What a sighted keyboard user sees of the element that has focus. */
export interface FocusReport {
  /** The focused element, described; null when nothing is focused (focus is on <body>). */
  element: string | null;
  /** Whether Tab can reach it (tabIndex >= 0), rather than only a script's focus(). */
  tabbable: boolean;
  /** The focus indicator drawn on it ("outline …" or "ring …"), or null when there is none. */
  indicator: string | null;
  /** Whether it is inside the viewport (wholly, or in part when it is larger than the viewport). */
  inViewport: boolean;
  /** Whether other elements (a sticky bar, a banner) cover all of its visible part. */
  obscured: boolean;
}

/**
 * Describes the focused element as a sighted keyboard user would see it. A focus indicator is a
 * visible outline (style not none, at least 1 px wide, not transparent) or a box-shadow ring (a
 * shadow layer with no offset, a spread of at least 1 px, and a colour that is not transparent);
 * an ordinary drop shadow (offset, no spread) is not an indicator. It may be drawn by the element
 * itself or by its ::before or ::after (as a card-sized click target draws its ring).
 */
export async function describeFocus(page: Page): Promise<FocusReport> {
  await settleFocusedElement(page);
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    // Focus inside an open shadow root is reported on its host; follow it down.
    while (element?.shadowRoot?.activeElement)
      element = element.shadowRoot.activeElement;
    if (!(element instanceof HTMLElement || element instanceof SVGElement))
      element = null;
    if (
      !element ||
      element === document.body ||
      element === document.documentElement
    )
      return {
        element: null,
        tabbable: false,
        indicator: null,
        inViewport: false,
        obscured: false,
      };

    const alpha = (colour: string) => {
      if (colour === "transparent") return 0;
      const match = /rgba?\(([^)]*)\)/.exec(colour);
      if (!match?.[1]) return 1;
      const parts = match[1].split(/[\s,/]+/).filter(Boolean);
      if (parts.length < 4) return 1;
      const value = parts[3] ?? "1";
      return value.endsWith("%") ? parseFloat(value) / 100 : parseFloat(value);
    };
    /** Splits a computed box-shadow into its layers (commas inside rgb() do not split). */
    const shadowLayers = (shadow: string) => {
      const layers: string[] = [];
      let depth = 0;
      let current = "";
      for (const character of shadow) {
        if (character === "(") depth += 1;
        if (character === ")") depth -= 1;
        if (character === "," && depth === 0) {
          layers.push(current.trim());
          current = "";
        } else current += character;
      }
      if (current.trim()) layers.push(current.trim());
      return layers;
    };

    /** The outline or ring drawn by one box's computed style, if any. */
    const indicatorOf = (style: CSSStyleDeclaration) => {
      const outlineWidth = parseFloat(style.outlineWidth) || 0;
      if (
        style.outlineStyle !== "none" &&
        style.outlineStyle !== "hidden" &&
        outlineWidth >= 1 &&
        alpha(style.outlineColor) > 0
      )
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow === "none") return null;
      for (const layer of shadowLayers(style.boxShadow)) {
        const colour = /(rgba?\([^)]*\)|transparent)/.exec(layer)?.[1] ?? "";
        const lengths = layer
          .replace(colour, "")
          .replace("inset", "")
          .trim()
          .split(/\s+/)
          .map((length) => parseFloat(length) || 0);
        const [x = 0, y = 0, , spread = 0] = lengths;
        if (x === 0 && y === 0 && spread >= 1 && alpha(colour) > 0)
          return `ring ${layer}`;
      }
      return null;
    };
    // The element's own box, or a ::before/::after it draws the ring on (a card-sized target).
    let indicator = indicatorOf(getComputedStyle(element));
    for (const pseudo of ["::before", "::after"]) {
      if (indicator) break;
      const style = getComputedStyle(element, pseudo);
      if (style.content === "none" || style.display === "none") continue;
      const found = indicatorOf(style);
      if (found) indicator = `${pseudo} ${found}`;
    }

    const box = element.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = window.innerHeight;
    const visibleLeft = Math.max(0, box.left);
    const visibleTop = Math.max(0, box.top);
    const visibleRight = Math.min(viewportWidth, box.right);
    const visibleBottom = Math.min(viewportHeight, box.bottom);
    const intersects =
      box.width > 0 &&
      box.height > 0 &&
      visibleRight > visibleLeft &&
      visibleBottom > visibleTop;
    const fitsViewport =
      box.width <= viewportWidth && box.height <= viewportHeight;
    // Sub-pixel rounding may put an edge a fraction outside.
    const inside =
      box.left >= -1 &&
      box.top >= -1 &&
      box.right <= viewportWidth + 1 &&
      box.bottom <= viewportHeight + 1;
    const inViewport = intersects && (fitsViewport ? inside : true);

    // WCAG 2.4.11 (focus not obscured, minimum): covered only when no part of it shows, so it
    // is hit-tested at its middle and near each corner of its visible part.
    let obscured = false;
    if (intersects) {
      const insetX = Math.min(2, (visibleRight - visibleLeft) / 4);
      const insetY = Math.min(2, (visibleBottom - visibleTop) / 4);
      const points: [number, number][] = [
        [(visibleLeft + visibleRight) / 2, (visibleTop + visibleBottom) / 2],
        [visibleLeft + insetX, visibleTop + insetY],
        [visibleRight - insetX, visibleTop + insetY],
        [visibleLeft + insetX, visibleBottom - insetY],
        [visibleRight - insetX, visibleBottom - insetY],
      ];
      obscured = !points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      });
    }

    const name =
      element.getAttribute("aria-label") ??
      (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const id = element.id ? `#${element.id}` : "";
    return {
      element: `<${element.tagName.toLowerCase()}${id}>${name ? ` "${name}"` : ""}`,
      tabbable: element.tabIndex >= 0,
      indicator,
      inViewport,
      obscured,
    };
  });
}

/**
 * What is wrong with focus as the keyboard user sees it; empty when all is well. Something must
 * have focus, inside the viewport and not covered. An element Tab can reach must show a focus
 * indicator (WCAG 2.4.7); one that only a script focuses (tabindex="-1", such as a dialog's title
 * or <main> after a route change) is exempt from the indicator, as it is not a control.
 */
export function focusProblems(report: FocusReport): string[] {
  if (!report.element) return ["nothing has focus (focus is on <body>)"];
  const problems: string[] = [];
  if (report.tabbable && !report.indicator)
    problems.push(`${report.element} has no visible focus indicator`);
  if (!report.inViewport)
    problems.push(`${report.element} is not inside the viewport`);
  else if (report.obscured)
    problems.push(`${report.element} is covered by other elements`);
  return problems;
}

/**
 * Waits until the focused element stops moving: moving focus scrolls it into view, smoothly
 * where the site asks for smooth scrolling, and the visitor judges it where it comes to rest.
 * Gives up after two seconds, leaving the check to report where it is then.
 */
function settleFocusedElement(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = "";
        let still = 0;
        const step = () => {
          const box = document.activeElement?.getBoundingClientRect();
          const now = box ? `${box.left},${box.top}` : "";
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() - started > 2_000) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}
