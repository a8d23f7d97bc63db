import type { Locator } from "playwright";

import Color from "color";

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string) =>
  Color(a).contrast(Color(b));

/** An RGBA picture, four bytes a pixel, row by row (as a canvas's `ImageData` holds it). */
export interface Pixels {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/** A CSS colour as computed: channels 0–255, alpha 0–1. */
export interface Colour {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The three pictures of one element's box the measurement takes. */
export interface GlyphShots {
  /** The element's own text transparent: what lies behind it. */
  background: Pixels;
  /** Its text painted black, and then white: where the two differ, a glyph covers the pixel. */
  black: Pixels;
  white: Pixels;
}

/** What the glyphs of a text stand on. */
export interface GlyphContrast {
  /** Pixels at least half covered by a glyph. */
  glyphPixels: number;
  /** The lowest contrast of the text's colour with the background behind one of them. */
  lowest: number;
  /** That background pixel, as "#rrggbb". */
  worstBackground: string;
}

/** A pixel counts as a glyph's when the glyph covers at least half of it. */
const GLYPH_COVERAGE = 0.5;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/**
 * The contrast a text's glyphs actually have: at every pixel a glyph covers at least half of, its
 * colour (laid over the pixel when translucent) against the background found there with the
 * text hidden; the lowest of them, so one light patch of an image or glow behind a letter
 * counts. Null when no glyph is painted in the box.
 */
export function glyphContrast(
  { background, black, white }: GlyphShots,
  text: Colour,
): GlyphContrast | null {
  const { width, height } = background;
  for (const shot of [black, white])
    if (shot.width !== width || shot.height !== height)
      throw new Error("The three shots of a box must have one size");
  let glyphPixels = 0;
  let lowest = Infinity;
  let worstBackground = "";
  for (let offset = 0; offset < width * height * 4; offset += 4) {
    let coverage = 0;
    for (let channel = 0; channel < 3; channel++)
      coverage = Math.max(
        coverage,
        ((white.data[offset + channel] ?? 0) -
          (black.data[offset + channel] ?? 0)) /
          255,
      );
    if (coverage < GLYPH_COVERAGE) continue;
    glyphPixels++;
    const [r, g, b] = [0, 1, 2].map(
      (channel) => background.data[offset + channel] ?? 0,
    ) as [number, number, number];
    const behind = hex(r, g, b);
    const over = (own: number, under: number) =>
      own * text.a + under * (1 - text.a);
    const ratio = contrastRatio(
      hex(over(text.r, r), over(text.g, g), over(text.b, b)),
      behind,
    );
    if (ratio < lowest) {
      lowest = ratio;
      worstBackground = behind;
    }
  }
  return glyphPixels ? { glyphPixels, lowest, worstBackground } : null;
}

/** WCAG 1.4.3's minimum: 3:1 for large text (24 px, or 18.66 px bold), 4.5:1 for the rest. */
export function requiredContrast(fontSizePx: number, fontWeight: number) {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? 3 : 4.5;
}

/** Marks the element being measured, for the screenshots' stylesheet. */
const MEASURED = "data-gate-glyphs";
/** Where an element keeps its verdict (a property, not an attribute: it goes with the page). */
const VERDICT = "__gateGlyphVerdict";

/**
 * Measures the element's own text where it stands, by its pixels: three screenshots of its box,
 * with its text (not its children's, which keep their colours) transparent, black and white.
 * Returns a problem line, or null when every glyph meets WCAG 1.4.3 or none is shown. Each
 * element is measured once per page load (axe and HTML_CodeSniffer often flag the same text), in
 * few round trips to the browser: on a page of cards there are dozens.
 */
export async function textContrastProblem(
  element: Locator,
): Promise<string | null> {
  const found = await element.evaluate(
    (node, [MEASURED, VERDICT]) => {
      const kept = (node as unknown as Record<string, unknown>)[VERDICT];
      if (kept !== undefined) return { kept: kept as string | null };
      // Centred when not wholly in view, as Playwright scrolls: at an edge, a fixed bar (the
      // update notice, the sticky header) could stand over it.
      let box = node.getBoundingClientRect();
      if (
        box.top < 0 ||
        box.left < 0 ||
        box.bottom > innerHeight ||
        box.right > innerWidth
      ) {
        node.scrollIntoView({
          block: "center",
          inline: "center",
          behavior: "instant",
        });
        box = node.getBoundingClientRect();
      }
      if (
        !box.width ||
        !box.height ||
        !node.checkVisibility({ visibilityProperty: true })
      )
        return { kept: null };
      const { color, fontSize, fontWeight } = getComputedStyle(node);
      // Any CSS colour (Tailwind's translucent ones compute to oklab()) as sRGB bytes, by a canvas.
      const context = new OffscreenCanvas(1, 1).getContext("2d");
      if (!context) throw new Error("No 2D canvas");
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(
        0,
        0,
        1,
        1,
      ).data;
      // Hold each descendant's colour, so that only the element's own text changes.
      for (const child of node.querySelectorAll<HTMLElement | SVGElement>("*"))
        child.style.setProperty(
          "color",
          getComputedStyle(child).color,
          "important",
        );
      (node as HTMLElement).style.setProperty(
        "transition",
        "none",
        "important",
      );
      node.setAttribute(MEASURED, "");
      return {
        color,
        rgba: { r, g, b, a: a / 255 },
        fontSize: Number.parseFloat(fontSize),
        fontWeight: Number(fontWeight),
        clip: {
          x: Math.floor(box.x),
          y: Math.floor(box.y),
          width: Math.ceil(box.width),
          height: Math.ceil(box.height),
        },
      };
    },
    [MEASURED, VERDICT] as const,
  );
  if ("kept" in found) return found.kept ?? null;
  const pngs: string[] = [];
  for (const colour of ["transparent", "#000", "#fff"]) {
    const png = await element.page().screenshot({
      clip: found.clip,
      style: `[${MEASURED}] { color: ${colour} !important; text-shadow: none !important; }`,
    });
    pngs.push(png.toString("base64"));
  }
  const [background, black, white] = await decode(element, pngs);
  const measured = glyphContrast(
    { background, black, white } as GlyphShots,
    found.rgba,
  );
  const required = requiredContrast(found.fontSize, found.fontWeight);
  // No glyph even in black or white: the text is covered (a flip card's far face), not faint.
  const verdict =
    !measured || measured.lowest >= required
      ? null
      : `text ${found.color} at ${found.fontSize} px measures ${measured.lowest.toFixed(2)}:1 over ${measured.worstBackground} behind its glyphs (needs ${required}:1)`;
  await element.evaluate(
    (node, [MEASURED, VERDICT, verdict]) => {
      (node as unknown as Record<string, unknown>)[VERDICT as string] = verdict;
      // The page is left as it was: inline styles and the mark off again.
      node.removeAttribute(MEASURED as string);
      for (const child of [node, ...node.querySelectorAll("*")])
        for (const property of ["color", "transition"])
          (child as HTMLElement).style.removeProperty(property);
    },
    [MEASURED, VERDICT, verdict] as const,
  );
  return verdict;
}

/**
 * Decodes PNG screenshots to RGBA with the page's own canvas, and hands the bytes back as base64
 * (a list of numbers took seconds for a paragraph's box).
 */
async function decode(element: Locator, pngs: string[]): Promise<Pixels[]> {
  const decoded = await element.evaluate(async (_node, pngs) => {
    return Promise.all(
      pngs.map(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) =>
          char.charCodeAt(0),
        );
        const bitmap = await createImageBitmap(
          new Blob([bytes], { type: "image/png" }),
        );
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("No 2D canvas");
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(
          0,
          0,
          bitmap.width,
          bitmap.height,
        );
        let binary = "";
        for (let start = 0; start < data.length; start += 0x8000)
          binary += String.fromCharCode(
            ...data.subarray(start, start + 0x8000),
          );
        return {
          width: bitmap.width,
          height: bitmap.height,
          data: btoa(binary),
        };
      }),
    );
  }, pngs);
  return decoded.map(({ width, height, data }) => ({
    width,
    height,
    data: Buffer.from(data, "base64"),
  }));
}
