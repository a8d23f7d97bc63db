import type { Page } from "playwright";

/** What the layout gate found at the current viewport width, each entry described for a reader. */
export interface LayoutReport {
  /** Two texts drawn against each other, as one word ("FabricatorsManufacturing"). */
  unseparated: string[];
  /** Words whose letters land on two lines, broken between two letters without a hyphen. */
  brokenWords: string[];
  /** Running text set in a column too narrow to read. */
  squeezed: string[];
}

/**
 * The narrowest column running text may be set in, in the text's own `ch`: under 10 ch a line
 * holds one word of English. Measured over every page at six widths: the faults were 4.7–9.4 ch
 * (the 135% panel 9.3 ch, 102 px, at 1024); the narrowest text that reads well, figure labels in
 * two columns at 320 px and display headings, 10–11 ch. A px floor would fail a 280 px heading.
 */
const READABLE_MEASURE_CH = 10;

/** Text of this many words or more is running text, held to READABLE_MEASURE_CH. */
const RUNNING_TEXT_WORDS = 4;

/**
 * Looks at every rendered text of the page, as laid out at the current viewport width, for the
 * three faults a stylesheet that went missing or a column too tight leaves behind:
 *
 * - unseparated texts: two texts that follow each other, the first ending and the second
 *   starting with a letter or digit, drawn on the same line less than 1 px apart (the site's font
 *   draws a word space 2 px wide at 16 px, so no threshold in em would do). Which element holds them, and whether the separator
 *   is a space, a gap, a margin or a new line, does not matter: only where they are drawn.
 * - broken words: a run of letters and digits whose characters are drawn on two lines. A break
 *   next to anything else is a sensible place: after a hyphen, a soft hyphen or a dash, around
 *   the @ and the dots of an e-mail address or a web address, after a slash.
 * - squeezed text: an element holding running text of its own (RUNNING_TEXT_WORDS words or more
 *   directly in it or in its inline children) whose content box is narrower than
 *   READABLE_MEASURE_CH of its font.
 *
 * Text nobody sees is left out: in a closed <details> or a hidden element, clipped to a pixel
 * (screen-reader text), or of no size.
 */
export async function findLayoutProblems(page: Page): Promise<LayoutReport> {
  return page.evaluate(
    ({ measureCh, runningWords }) => {
      const WORD = /[\p{L}\p{N}]/u;
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : "";
        const classes =
          typeof element.className === "string" && element.className.trim()
            ? `.${element.className.trim().split(/\s+/).slice(0, 3).join(".")}`
            : "";
        return `<${element.tagName.toLowerCase()}${id}${classes}>`;
      };
      const snippet = (text: string) => {
        const flat = text.trim().replace(/\s+/g, " ");
        return flat.length > 50 ? `${flat.slice(0, 50)}…` : flat;
      };

      // Elements whose text is not drawn where a reader sees it.
      const unseen = new Map<Element, boolean>();
      const isUnseen = (element: Element | null): boolean => {
        if (!element || element === document.body) return false;
        const known = unseen.get(element);
        if (known !== undefined) return known;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const result =
          style.display === "none" ||
          style.visibility === "hidden" ||
          style.contentVisibility === "hidden" ||
          // Screen-reader text: clipped to nothing, or a box of a pixel that hides its overflow.
          (style.position === "absolute" &&
            ((style.clip !== "auto" && style.clip !== "") ||
              (box.width <= 1 && box.height <= 1))) ||
          isUnseen(element.parentElement);
        unseen.set(element, result);
        return result;
      };

      const texts: Text[] = [];
      const walker = document.createTreeWalker(
        document.body,
        NodeFilter.SHOW_TEXT,
        {
          acceptNode: (node) => {
            const parent = node.parentElement;
            if (!parent || !node.nodeValue?.trim())
              return NodeFilter.FILTER_REJECT;
            if (parent.closest("script, style, noscript, template, svg"))
              return NodeFilter.FILTER_REJECT;
            return isUnseen(parent)
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT;
          },
        },
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        texts.push(node as Text);

      const range = document.createRange();
      /** The boxes the characters from `start` to `end` of a text are drawn in. */
      const boxesOf = (text: Text, start: number, end: number) => {
        range.setStart(text, start);
        range.setEnd(text, end);
        return [...range.getClientRects()].filter(
          (box) => box.width > 0 && box.height > 0,
        );
      };
      /** Whether two boxes share a line: their vertical middles fall inside each other. */
      const sameLine = (a: DOMRect, b: DOMRect) => {
        const middleA = (a.top + a.bottom) / 2;
        const middleB = (b.top + b.bottom) / 2;
        return (
          (middleA > b.top && middleA < b.bottom) ||
          (middleB > a.top && middleB < a.bottom)
        );
      };

      // Unseparated texts: the last character of one text and the first of the next.
      const unseparated: string[] = [];
      for (let index = 1; index < texts.length; index += 1) {
        const before = texts[index - 1] as Text;
        const after = texts[index] as Text;
        const beforeValue = before.nodeValue ?? "";
        const afterValue = after.nodeValue ?? "";
        const last = beforeValue.trimEnd();
        const first = afterValue.trimStart();
        if (!WORD.test(last.at(-1) ?? "") || !WORD.test(first[0] ?? ""))
          continue;
        // Judged by where they are drawn, even with a space between them in the DOM: a space
        // between two items of a flex or grid container is not drawn.
        const lastStart = last.length - 1;
        const end = boxesOf(before, lastStart, last.length).at(-1);
        const firstStart = afterValue.length - first.length;
        const start = boxesOf(after, firstStart, firstStart + 1)[0];
        if (!end || !start || !sameLine(end, start)) continue;
        const gap = start.left - end.right;
        // Overlapping boxes are another fault (or an overlay); a gap of a space or more is fine.
        if (gap < -1 || gap >= 1) continue;
        const holder =
          before.parentElement?.closest(
            "p, li, dd, dt, h1, h2, h3, h4, h5, h6, a, button, td, th, figcaption, blockquote, div",
          ) ?? before.parentElement;
        unseparated.push(
          `${describe(holder as Element)} "${snippet(last.slice(-30))}" and "${snippet(first.slice(0, 30))}" drawn as one (${gap.toFixed(1)} px apart)`,
        );
      }

      // Broken words: only texts drawn on more than one line can break a word.
      const brokenWords: string[] = [];
      for (const text of texts) {
        const value = text.nodeValue ?? "";
        const boxes = boxesOf(text, 0, value.length);
        if (boxes.every((box) => sameLine(box, boxes[0] as DOMRect))) continue;
        for (const match of value.matchAll(/[\p{L}\p{N}\p{M}]{2,}/gu)) {
          const start = match.index;
          const word = match[0];
          const wordBoxes = boxesOf(text, start, start + word.length);
          if (wordBoxes.every((box) => sameLine(box, wordBoxes[0] as DOMRect)))
            continue;
          // Where it breaks: the first character drawn on another line than the first.
          const firstBox = boxesOf(text, start, start + 1)[0] as DOMRect;
          let at = 1;
          while (
            at < word.length &&
            boxesOf(text, start + at, start + at + 1).every((box) =>
              sameLine(box, firstBox),
            )
          )
            at += 1;
          brokenWords.push(
            `${describe(text.parentElement as Element)} "${word.slice(0, at)}/${word.slice(at)}"`,
          );
        }
      }

      // Squeezed text: elements with running text of their own.
      const squeezed: string[] = [];
      const pen = document
        .createElement("canvas")
        .getContext("2d") as CanvasRenderingContext2D;
      const owners = new Map<Element, number>();
      for (const text of texts) {
        let owner = text.parentElement as Element;
        // Inline children (a link, <strong>) belong to the block they are set in.
        while (
          owner.parentElement &&
          owner !== document.body &&
          getComputedStyle(owner).display.startsWith("inline") &&
          getComputedStyle(owner).display !== "inline-block" &&
          getComputedStyle(owner).display !== "inline-flex" &&
          getComputedStyle(owner).display !== "inline-grid"
        )
          owner = owner.parentElement;
        const words = (text.nodeValue ?? "")
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word)).length;
        owners.set(owner, (owners.get(owner) ?? 0) + words);
      }
      for (const [owner, words] of owners) {
        if (words < runningWords) continue;
        const style = getComputedStyle(owner);
        const width =
          (owner as HTMLElement).clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight);
        if (width <= 0) continue;
        // The width of "0" in the element's font, as CSS's ch unit.
        pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ch = pen.measureText("0").width;
        if (width >= measureCh * ch) continue;
        squeezed.push(
          `${describe(owner)} "${snippet((owner as HTMLElement).innerText)}" set ${Math.round(width)} px wide (${(width / ch).toFixed(1)} ch)`,
        );
      }
      return { unseparated, brokenWords, squeezed };
    },
    { measureCh: READABLE_MEASURE_CH, runningWords: RUNNING_TEXT_WORDS },
  );
}

/** The computed properties that say how a stylesheet set an element out. */
const SET_OUT = [
  "display",
  "position",
  "float",
  "box-sizing",
  "flex-direction",
  "flex-wrap",
  "align-items",
  "justify-content",
  "grid-template-columns",
  "row-gap",
  "column-gap",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-bottom-width",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-transform",
  "text-align",
  "color",
  "background-color",
  "max-width",
  "object-fit",
] as const;

/**
 * How the stylesheets set out each element of <main>, one line per element in document order
 * ("main>section:nth-child(2)>div>ul>li display=flex …"), to compare the page as loaded with the
 * same page reached by a client-side navigation: a component whose styles live in another
 * route's stylesheet differs between the two. Only what styles decide is compared, not where
 * things are (scroll position, animations and lazy images move boxes).
 */
export async function setOutOfMain(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const main = document.querySelector("main");
    if (!main) return ["no <main>"];
    const lines: string[] = [];
    const visit = (element: Element, path: string) => {
      const style = getComputedStyle(element);
      lines.push(
        [
          path,
          ...properties.map(
            (name) => `${name}=${style.getPropertyValue(name)}`,
          ),
        ].join("\t"),
      );
      if (style.display === "none") return;
      [...element.children].forEach((child, index) => {
        if (child.closest("svg") && child.tagName !== "svg") return;
        visit(
          child,
          `${path}>${child.tagName.toLowerCase()}:nth-child(${index + 1})`,
        );
      });
    };
    visit(main, "main");
    return lines;
  }, SET_OUT);
}

/**
 * The elements set out differently in `navigated` than in `loaded` (both from setOutOfMain), each
 * with the properties that differ: "main>… font-size 16px → 12px".
 */
export function differencesInSetOut(
  loaded: string[],
  navigated: string[],
): string[] {
  const parse = (line: string) => {
    const [path = "", ...pairs] = line.split("\t");
    return {
      path,
      values: new Map(
        pairs.map((pair) => {
          const at = pair.indexOf("=");
          return [pair.slice(0, at), pair.slice(at + 1)] as const;
        }),
      ),
    };
  };
  const before = new Map(
    loaded.map((line) => [parse(line).path, parse(line).values]),
  );
  const differences: string[] = [];
  for (const line of navigated) {
    const { path, values } = parse(line);
    const was = before.get(path);
    if (!was) {
      differences.push(`${path} only after navigation`);
      continue;
    }
    before.delete(path);
    const changed = [...values]
      .filter(([name, value]) => was.get(name) !== value)
      .map(([name, value]) => `${name} ${was.get(name)} → ${value}`);
    if (changed.length) differences.push(`${path} ${changed.join(", ")}`);
  }
  for (const path of before.keys())
    differences.push(`${path} only when loaded`);
  return differences;
}
