import type { Page } from "playwright";

import { contrastRatio } from "./glyph-contrast";

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
  /**
   * The sides of a ring drawn outside the element that do not show, when they are more than
   * half of it: cut off by an ancestor that clips its overflow, or painted over by what follows
   * it (a next grid item's background). Empty when the ring shows along most of its length, or
   * when it is drawn inside the element.
   */
  ringHiddenSides: string[];
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
  const { ringColours, ringCheck, ...report } = await page.evaluate(() => {
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
        ringCheck: null,
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

    // How far past the box the ring reaches (outline offset and width, or a ring's spread).
    type Indicator = { label: string; colour: string | null; reach: number };
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
          reach: outlineWidth + (parseFloat(style.outlineOffset) || 0),
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
          return {
            label: `ring ${layer}`,
            colour,
            reach: layer.includes("inset") ? 0 : spread,
          };
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
      // A ring on a pseudo-element is drawn around a box of its own: not measured here.
      if (drawn)
        found = { ...drawn, label: `${pseudo} ${drawn.label}`, reach: 0 };
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

    // Where a ring drawn outside the box may not show: the sides it reaches past an ancestor
    // that clips, or where what follows the element in the page lies over its band (a later
    // grid or flex item paints over an earlier one's outline). Confirmed by pixels outside.
    const reach = found?.reach ?? 0;
    const host = ringHost.getBoundingClientRect();
    const ring =
      reach >= 1
        ? {
            left: host.left - reach,
            top: host.top - reach,
            right: host.right + reach,
            bottom: host.bottom + reach,
          }
        : null;
    const suspectSides = new Set<string>();
    if (ring) {
      for (
        let ancestor = ringHost.parentElement;
        ancestor && ancestor !== document.documentElement;
        ancestor = ancestor.parentElement
      ) {
        const style = getComputedStyle(ancestor);
        const outer = ancestor.getBoundingClientRect();
        const left = outer.left + ancestor.clientLeft;
        const top = outer.top + ancestor.clientTop;
        if (style.overflowX !== "visible") {
          if (ring.left < left - 1) suspectSides.add("left");
          if (ring.right > left + ancestor.clientWidth + 1)
            suspectSides.add("right");
        }
        if (style.overflowY !== "visible") {
          if (ring.top < top - 1) suspectSides.add("top");
          if (ring.bottom > top + ancestor.clientHeight + 1)
            suspectSides.add("bottom");
        }
      }
      const middle = reach / 2;
      const probes: [string, number, number][] = [];
      for (const share of [0.25, 0.5, 0.75]) {
        const x = host.left + host.width * share;
        const y = host.top + host.height * share;
        probes.push(
          ["top", x, host.top - middle],
          ["bottom", x, host.bottom + middle],
          ["left", host.left - middle, y],
          ["right", host.right + middle, y],
        );
      }
      for (const [side, x, y] of probes) {
        const hit = document.elementFromPoint(x, y);
        if (
          hit &&
          !ringHost.contains(hit) &&
          !hit.contains(ringHost) &&
          ringHost.compareDocumentPosition(hit) &
            Node.DOCUMENT_POSITION_FOLLOWING
        )
          suspectSides.add(side);
      }
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
      ringCheck:
        ring && suspectSides.size
          ? {
              ring,
              host: {
                left: host.left,
                top: host.top,
                right: host.right,
                bottom: host.bottom,
              },
              sides: [...suspectSides],
            }
          : null,
    };
  });
  return {
    ...report,
    ringHiddenSides: ringCheck ? await hiddenRingSides(page, ringCheck) : [],
    indicatorContrast: ringColours
      ? Math.round(
          contrastRatio(ringColours.ring, ringColours.backdrop) * 100,
        ) / 100
      : null,
  };
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The sides of a ring drawn outside its box that do not show, when they are most of it, by the
 * pixels: a side shows when the band between the box and the ring's outer edge, focused and
 * blurred, differs along at least half of it; the ring is lost when the sides that do not show
 * make up more than half its length within the viewport. Focus is put back on the element
 * afterwards; a screenshot finishes any transition, so the blurred ring is wholly gone.
 */
async function hiddenRingSides(
  page: Page,
  { ring, host, sides }: { ring: Box; host: Box; sides: string[] },
): Promise<string[]> {
  const viewport = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: innerHeight,
  }));
  const clip = {
    x: Math.max(0, Math.floor(ring.left)),
    y: Math.max(0, Math.floor(ring.top)),
    right: Math.min(viewport.width, Math.ceil(ring.right)),
    bottom: Math.min(viewport.height, Math.ceil(ring.bottom)),
  };
  if (clip.right - clip.x < 1 || clip.bottom - clip.y < 1) return [];
  const area = {
    x: clip.x,
    y: clip.y,
    width: clip.right - clip.x,
    height: clip.bottom - clip.y,
  };
  const focused = await page.screenshot({ clip: area, animations: "disabled" });
  const restore = await page.evaluateHandle(() => {
    const element = document.activeElement as HTMLElement;
    element.blur();
    return element;
  });
  const blurred = await page.screenshot({ clip: area, animations: "disabled" });
  await restore.evaluate((element) => element.focus({ preventScroll: true }));
  await restore.dispose();
  return page.evaluate(
    async ({ focused, blurred, area, host, sides }) => {
      // Decoded from bytes, not a data: address, which the site's CSP rightly refuses.
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes]));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("No 2D canvas to compare pixels with");
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = await Promise.all([pixels(focused), pixels(blurred)]);
      const scale = a.width / area.width;
      const changed = { top: 0, right: 0, bottom: 0, left: 0 };
      const length = { top: 0, right: 0, bottom: 0, left: 0 };
      for (let y = 0; y < a.height; y += 1)
        for (let x = 0; x < a.width; x += 1) {
          // In CSS pixels of the page: which side's band, if any, this pixel is in.
          const px = area.x + (x + 0.5) / scale;
          const py = area.y + (y + 0.5) / scale;
          const side =
            py < host.top
              ? "top"
              : py > host.bottom
                ? "bottom"
                : px < host.left
                  ? "left"
                  : px > host.right
                    ? "right"
                    : null;
          if (!side) continue;
          const i = (y * a.width + x) * 4;
          let distance = 0;
          for (let channel = 0; channel < 3; channel += 1)
            distance += Math.abs(
              (a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0),
            );
          if (distance > 60) changed[side] += 1 / scale;
        }
      // How much of each side lies within the clip (the viewport).
      length.top = length.bottom =
        Math.min(host.right, area.x + area.width) - Math.max(host.left, area.x);
      length.left = length.right =
        Math.min(host.bottom, area.y + area.height) -
        Math.max(host.top, area.y);
      const inView = {
        top: host.top > area.y,
        bottom: host.bottom < area.y + area.height,
        left: host.left > area.x,
        right: host.right < area.x + area.width,
      };
      const order = ["top", "right", "bottom", "left"] as const;
      const hidden = order.filter(
        (side) =>
          sides.includes(side) &&
          inView[side] &&
          length[side] > 0 &&
          changed[side] < length[side] / 2,
      );
      // A ring that shows along most of its length is seen: a button flush against the next,
      // or a full-width row whose sides a list cuts, still shows focus.
      const total = order
        .filter((side) => inView[side])
        .reduce((sum, side) => sum + Math.max(0, length[side]), 0);
      const lost = hidden.reduce((sum, side) => sum + length[side], 0);
      return lost > total / 2 ? hidden : [];
    },
    {
      focused: focused.toString("base64"),
      blurred: blurred.toString("base64"),
      area,
      host,
      sides,
    },
  );
}

/** WCAG 1.4.11: a focus indicator is a graphic that identifies a state. */
const MIN_INDICATOR_CONTRAST = 3;

/**
 * What is wrong with focus as the keyboard user sees it; empty when all is well. Something must
 * have focus, inside the viewport and not covered, and a ring drawn around it must show along most of
 * its length (WCAG 2.4.7: a ring cut off by a list's `overflow: hidden` and painted over by the next
 * item shows nothing). An element Tab can reach must show a focus
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
  if (report.ringHiddenSides.length)
    problems.push(
      `${report.element} has a focus ring that does not show on its ${report.ringHiddenSides.join(", ")} (cut off or painted over)`,
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
