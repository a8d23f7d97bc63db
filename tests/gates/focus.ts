import type { Page } from "playwright";

import { contrastRatio } from "../../app/lib/colour-contrast";

/** What a sighted keyboard user sees of the element that has focus. */
export interface FocusReport {
  /** The focused element, described; null when nothing is focused (focus is on <body>). */
  element: string | null;
  /** Whether Tab can reach it (tabIndex >= 0), rather than only a script's focus(). */
  tabbable: boolean;
  /** The focus indicator drawn on it ("outline …" or "ring …"), or null when there is none. */
  indicator: string | null;
  /**
   * Contrast ratio of the indicator's colour against the colour behind it (the nearest
   * backgrounds of its ancestors, blended); null without an indicator, and for the browser's own
   * two-tone ring (`outline-style: auto`), which stands out on any colour.
   */
  indicatorContrast: number | null;
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
 * itself, by its ::before or ::after (as a card-sized click target draws its ring), or by an
 * ancestor up to four levels up that draws it only while focus is inside (a blog card).
 */
export async function describeFocus(page: Page): Promise<FocusReport> {
  await settleFocusedElement(page);
  const { ringColours, ...report } = await page.evaluate(() => {
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
        ringColours: null,
        inViewport: false,
        obscured: false,
      };

    // Any CSS colour (rgb, oklab, color-mix results…) as sRGB bytes and alpha, by the canvas.
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    });
    const rgba = (colour: string): [number, number, number, number] => {
      if (!context) throw new Error("No 2D canvas to read colours with");
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(
        0,
        0,
        1,
        1,
      ).data;
      return [r, g, b, a / 255];
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

    type Indicator = { label: string; colour: string | null };
    /** The outline or ring drawn by one box's computed style, if any, and its colour. */
    const indicatorOf = (style: CSSStyleDeclaration): Indicator | null => {
      const outlineWidth = parseFloat(style.outlineWidth) || 0;
      if (
        style.outlineStyle !== "none" &&
        style.outlineStyle !== "hidden" &&
        outlineWidth >= 1 &&
        rgba(style.outlineColor)[3] > 0
      )
        return {
          label: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
          colour: style.outlineStyle === "auto" ? null : style.outlineColor,
        };
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
        if (x === 0 && y === 0 && spread >= 1 && rgba(colour)[3] > 0)
          return { label: `ring ${layer}`, colour };
      }
      return null;
    };
    // The element's own box, or a ::before/::after it draws the ring on (a card-sized target).
    let found = indicatorOf(getComputedStyle(element));
    for (const pseudo of ["::before", "::after"]) {
      if (found) break;
      const style = getComputedStyle(element, pseudo);
      if (style.content === "none" || style.display === "none") continue;
      const drawn = indicatorOf(style);
      if (drawn) found = { ...drawn, label: `${pseudo} ${drawn.label}` };
    }
    // Or an ancestor that draws it around the element (a card whose link has focus), only
    // while focus is inside it: blurring the element must take it away.
    let ringHost: Element = element;
    for (
      let ancestor = element.parentElement, depth = 0;
      !found && ancestor && depth < 4;
      ancestor = ancestor.parentElement, depth += 1
    ) {
      const drawn = indicatorOf(getComputedStyle(ancestor));
      if (!drawn) continue;
      element.blur();
      const unfocused = indicatorOf(getComputedStyle(ancestor));
      element.focus({ preventScroll: true });
      if (unfocused) continue;
      found = {
        ...drawn,
        label: `<${ancestor.tagName.toLowerCase()}> around it: ${drawn.label}`,
      };
      ringHost = ancestor;
    }
    const indicator = found?.label ?? null;

    const over = (
      top: [number, number, number, number],
      below: [number, number, number],
    ): [number, number, number] => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
    ];
    // The ring is drawn around the element, over its ancestors' backgrounds: blend them from the
    // nearest down to the first opaque one (white, as the canvas, beneath them all).
    let ringColours: { ring: string; backdrop: string } | null = null;
    if (found?.colour) {
      const layers: [number, number, number, number][] = [];
      for (
        let ancestor = ringHost.parentElement;
        ancestor;
        ancestor = ancestor.parentElement
      ) {
        const layer = rgba(getComputedStyle(ancestor).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      let backdrop: [number, number, number] = [255, 255, 255];
      for (const layer of layers.reverse()) backdrop = over(layer, backdrop);
      const hex = (rgb: [number, number, number]) =>
        `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
      ringColours = {
        ring: hex(over(rgba(found.colour), backdrop)),
        backdrop: hex(backdrop),
      };
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
    // Sub-pixel rounding may put an edge a little outside: Chrome scrolls to whole pixels, so an
    // element whose box starts at .97 of a pixel can end 1.5 px past the edge it was aligned to.
    const slack = 2;
    const inside =
      box.left >= -slack &&
      box.top >= -slack &&
      box.right <= viewportWidth + slack &&
      box.bottom <= viewportHeight + slack;
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
      ringColours,
      inViewport,
      obscured,
    };
  });
  return {
    ...report,
    indicatorContrast: ringColours
      ? Math.round(
          contrastRatio(ringColours.ring, ringColours.backdrop) * 100,
        ) / 100
      : null,
  };
}

/** WCAG 1.4.11: a focus indicator is a graphic that identifies a state. */
const MIN_INDICATOR_CONTRAST = 3;

/**
 * What is wrong with focus as the keyboard user sees it; empty when all is well. Something must
 * have focus, inside the viewport and not covered. An element Tab can reach must show a focus
 * indicator (WCAG 2.4.7) whose colour has at least 3:1 contrast with what surrounds it (WCAG
 * 1.4.11, non-text contrast); one that only a script focuses (tabindex="-1", such as a dialog's
 * title or <main> after a route change) is exempt from the indicator, as it is not a control.
 */
export function focusProblems(report: FocusReport): string[] {
  if (!report.element) return ["nothing has focus (focus is on <body>)"];
  const problems: string[] = [];
  if (report.tabbable && !report.indicator)
    problems.push(`${report.element} has no visible focus indicator`);
  else if (
    report.tabbable &&
    report.indicatorContrast !== null &&
    report.indicatorContrast < MIN_INDICATOR_CONTRAST
  )
    problems.push(
      `${report.element} has a focus indicator of ${report.indicatorContrast}:1 against its background (needs ${MIN_INDICATOR_CONTRAST}:1)`,
    );
  if (!report.inViewport)
    problems.push(`${report.element} is not inside the viewport`);
  else if (report.obscured)
    problems.push(`${report.element} is covered by other elements`);
  return problems;
}

/**
 * Waits until the focused element stops moving and its focus styles stop changing: moving focus
 * scrolls it into view, smoothly where the site asks for smooth scrolling, and a ring may fade
 * in with a transition; the visitor judges both where they come to rest. Two still frames
 * after the first look are enough in view, half a second out of it; gives up after two seconds, leaving the check to
 * report what it sees then.
 */
function settleFocusedElement(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = "";
        let still = 0;
        // Transitions and animations that end (not a looping one elsewhere on the page).
        const changing = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getTiming().iterations !== Infinity,
            );
        // A smooth scroll may wait a few frames before it starts: an element still out of view
        // must stay put for longer before it counts as at rest.
        const inView = (box: DOMRect) =>
          box.height > innerHeight
            ? box.bottom > 0 && box.top < innerHeight
            : box.top >= -2 && box.bottom <= innerHeight + 2;
        const step = () => {
          const box = document.activeElement?.getBoundingClientRect();
          const now = box ? `${box.left},${box.top}` : "";
          still = now === last && !changing() ? still + 1 : 0;
          last = now;
          const atRest = box && !inView(box) ? still >= 30 : still >= 2;
          if (atRest || performance.now() - started > 2_000) resolve();
          else requestAnimationFrame(step);
        };
        // The first look is at once: Tab moves and scrolls synchronously, and a transition that
        // focus starts is already running when getAnimations() asks.
        step();
      }),
  );
}
