import { z } from "zod";

import {
  facts,
  figureNames,
  figureShownIn,
  tokensIn,
  typedFigures,
  unknownFacts,
} from "./facts.ts";
import { pageFacts, unknownPageFacts } from "./page-facts.ts";
import {
  isTitleCase,
  sentenceCaseAdvice,
  type CaseKind,
} from "./sentence-case.js";

/** The pieces the content schemas share. */

/**
 * “email” written as a word (“your email app”), where the site writes “e-mail”; not an address,
 * a {token} or a link (“info@…”, “{email}”, “mailto:”).
 */
const EMAIL_WORD = /(?<![\p{L}\p{N}@.{/_-])emails?(?![\p{L}\p{N}@}_-]|\.[\p{L}])/giu;

/** The words “email” of a text, where the site writes “e-mail”. */
export const emailWords = (value: string) => value.match(EMAIL_WORD) ?? [];

/** Text that is not blank, and may type any number: a figure of content/figures.json itself. */
export const figureText = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, context) => {
    for (const word of emailWords(value))
      context.addIssue({
        code: "custom",
        message: `write “e-mail”, as the site does, not “${word}”`,
      });
  });

/**
 * Text that is not blank, naming each of the site's figures ({uptime}, {squadSize}) rather than
 * typing it: a figure is said once, in content/figures.json, with what it measures and its basis,
 * so that it reads and means the same on every page.
 */
export const text = figureText.superRefine((value, context) => {
  for (const figure of typedFigures(value))
    context.addIssue({
      code: "custom",
      message: `“${figure.value}” is one of the site’s figures (${figure.measures.toLowerCase()}): write {${figure.token}} instead, so it reads the same on every page and keeps its basis`,
    });
});

/** An id that is also part of an address: lower-case letters and digits, words joined by -. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");

/** The words of a refusal: “{ceo} is not a company fact: use {name}, {founded}, … or {email}”. */
export const notAFact = (
  token: string,
  known: Readonly<Record<string, string>> = facts,
) =>
  `{${token}} is not a company fact: use ${listed(
    Object.keys(known).map((name) => `{${name}}`),
    "or",
  )}`;

/** Text that may name a company fact as {token} ({name}, {founded}, …), filled by facts.ts. */
export const textWithFacts = text.superRefine((value, context) => {
  for (const token of unknownFacts(value))
    context.addIssue({ code: "custom", message: notAFact(token) });
});

/**
 * A check that a text names only company facts as `{token}` ({name}, {bbbeeLevel}, …; see
 * page-facts.ts), and the tokens in `more` that its own module fills.
 */
export function onlyKnownTokens(more: readonly string[] = []) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const token of unknownPageFacts(value))
      if (!more.includes(token) && !figureNames.includes(token))
        context.addIssue({
          code: "custom",
          message: notAFact(token, pageFacts),
        });
  };
}

/**
 * Text of About, Contact and the legal documents, which may also name the contact facts
 * (page-facts.ts: {email}, {phone}, {address}, …) as well as the company's.
 */
export const textWithPageFacts = text.superRefine(onlyKnownTokens());

/**
 * Text whose module fills only these {tokens} (a page that cannot afford facts.ts's script fills
 * its own): "Since {founded}".
 */
export const textWithTokens = (tokens: readonly string[]) =>
  text.superRefine((value, context) => {
    for (const token of tokensIn(value))
      if (!tokens.includes(token) && !figureNames.includes(token))
        context.addIssue({
          code: "custom",
          message: `{${token}} is not filled here; this text may name ${tokens.map((name) => `{${name}}`).join(" or ")}`,
        });
  });

/** A page of the site, optionally with an anchor: "/contact", "/services#service-3". */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/, "a site path");

/** The eyebrow, heading and introduction of a page section. */
export const sectionIntro = z.object({
  eyebrow: text.superRefine(sentenceCase("label")).meta({
    title: "Eyebrow",
    description: "The small line above the heading.",
  }),
  title: text
    .superRefine(sentenceCase("heading"))
    .meta({ title: "Heading", description: "The section's heading." }),
  intro: text.meta({
    title: "Introduction",
    description: "One or two sentences under the heading.",
    widget: "text",
  }),
});

/**
 * Text around one element the page puts in its place (a link, a date), named as `{token}` once:
 * "Read our {cookiePolicy}.". It may name the tokens in `more` too, which its module fills.
 */
export const textAroundToken = (token: string, more: readonly string[] = []) =>
  text.superRefine((value, context) => {
    const tokens = tokensIn(value);
    if (tokens.filter((name) => name === token).length !== 1)
      context.addIssue({
        code: "custom",
        message: `must name {${token}} once, where the page puts it`,
      });
    for (const name of tokens)
      if (name !== token && !more.includes(name))
        context.addIssue({
          code: "custom",
          message: `{${name}} is not filled here; this text may name {${token}}${more.map((other) => ` or {${other}}`).join("")}`,
        });
  });

/*
 * What the site's specification fixes. Each rule lives here, in the schema, so that the build and
 * the editor's check before each save refuse a change with the same words; a value that is never
 * the marketer's to change is also kept out of the form (`fixed` in the meta: a hidden field).
 */

/** The words of a refusal: “The site’s specification fixes the four delivery steps: …”. */
export const specFixes = (what: string) =>
  `The site’s specification fixes ${what}.`;

/** “A, B, C and D” (or “A, B, C or D”). */
export const listed = (
  names: readonly (string | number)[],
  last: "and" | "or" = "and",
) =>
  names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} ${last} ${String(names.at(-1))}`;

/** Text the spec gives word for word: not offered in the editor, refused if changed by hand. */
export const specWords = (words: string, what: string) =>
  z
    .string()
    .refine(
      // Quotes are typed straight and made typographic as the content is read: either is the spec's.
      (value) => straightQuotes(value) === straightQuotes(words),
      specFixes(`${what}: “${words}”`),
    )
    .meta({ fixed: true });

const straightQuotes = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/**
 * A label the spec names, given here in the site's sentence case (“Featured articles” for the
 * spec's “Featured Articles”): its words are the spec's, its capitals the site's.
 */
export const specLabel = (
  words: string,
  what: string,
  kind: CaseKind = "button",
) =>
  text
    .refine(
      (value) => value.toLowerCase() === words.toLowerCase(),
      specFixes(`the words of ${what}: “${words}”`),
    )
    .superRefine((value, context) => {
      if (value.toLowerCase() === words.toLowerCase() && value !== words)
        context.addIssue({
          code: "custom",
          message: `${sentenceCaseAdvice(kind)}: “${words}”`,
        });
    });

/**
 * A check that a list holds exactly the spec's values, in this order, read from each item by
 * `key`; refused with “The site’s specification fixes <what>: <values>, in this order.”, the
 * values named as `shown` (a page's link name rather than its key).
 */
export function inSpecOrder<T>(
  key: (item: T) => unknown,
  values: readonly unknown[],
  what: string,
  shown = values.join(", "),
) {
  const message = specFixes(`${what}: ${shown}, in this order`);
  return (list: readonly T[], context: z.core.$RefinementCtx<T[]>) => {
    if (
      list.length !== values.length ||
      values.some((value, at) => key(list[at] as T) !== value)
    )
      context.addIssue({ code: "custom", message });
  };
}

/** The spec's launch inventory: at least this many, which an editor may add to. */
export const atLeastTheSpecs = (count: number, what: string) =>
  specFixes(`at least ${count} ${what}: add one before you remove one`);

/**
 * A check that a heading's, a button's or a label's words are in sentence case, as the site
 * writes them and as the build's copy check holds every page's headings, buttons, form labels and
 * pills (sentence-case.js). A label is a pill, a field's label, a category, a card's name, a
 * link's or a message's heading: short words where every word capitalised is Title Case.
 */
export function sentenceCase(kind: CaseKind) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    if (isTitleCase(value, kind))
      context.addIssue({ code: "custom", message: sentenceCaseAdvice(kind) });
  };
}

/** Where a figure set large comes from, shown under it as “Basis: …”. */
export const figureBasis = textWithFacts.meta({
  title: "Basis",
  description:
    "Where the figure comes from, shown under it as “Basis: …”. For one of the site’s figures, write its basis by name: {uptimeBasis} for {uptime}.",
});

/**
 * A check that an item showing one of the site's figures as a figure states that figure's basis
 * beside it ({uptimeBasis} for {uptime}): a buyer believes a figure whose source they can see.
 */
export function statesItsBasis<Item extends { basis?: string | undefined }>(
  valueOf: (item: Item) => string | undefined,
) {
  return (item: Item, context: z.core.$RefinementCtx<Item>) => {
    const figure = figureShownIn(valueOf(item) ?? "");
    if (figure && !item.basis?.includes(`{${figure}Basis}`))
      context.addIssue({
        code: "custom",
        path: ["basis"],
        message: `shown as a figure, {${figure}} states its basis under it: write {${figure}Basis}`,
      });
  };
}

/** A heading's words (h1–h3 on the page). */
export const heading = text.superRefine(sentenceCase("heading"));

/** A label's words: a pill, a field's label, a category, a card's name, a dialog's heading. */
export const label = text.superRefine(sentenceCase("label"));

/** Every text in a value, with its path: for a rule that holds in every field of a file. */
function textsIn(
  value: unknown,
  path: (string | number)[] = [],
): [string, (string | number)[]][] {
  if (typeof value === "string") return [[value, path]];
  if (Array.isArray(value))
    return value.flatMap((item, at) => textsIn(item, [...path, at]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      textsIn(item, [...path, key]),
    );
  return [];
}

/** A check that no text of a file sets a range with a hyphen ("3-9 months"): an en dash, “3–9”. */
export function rangesWithEnDash(
  value: unknown,
  context: z.core.$RefinementCtx<unknown>,
) {
  for (const [text, path] of textsIn(value))
    if (/\d-\d+ (months|people|years|weeks|days)\b/.test(text))
      context.addIssue({
        code: "custom",
        path,
        message: "write a range with an en dash, “3–9 months”, not a hyphen",
      });
}

/** The picture formats the site draws: JPEG (.jpg or .jpeg), PNG and WebP, and SVG drawings. */
const RASTER_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

/** "jpg" → "[jJ][pP][gG]": the editor's form reads a pattern without flags, so case is spelt out. */
const anyCase = (extension: string) =>
  extension.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/**
 * A picture the marketer picks in the editor: a file under public/ in a format the site draws,
 * whatever the case of its extension. `folder` is where the editor uploads it
 * (public/images/uploads/<folder>, see uploads.ts), `width` the width in pixels the editor resizes an
 * uploaded JPEG, PNG or WebP to (an SVG is kept as it is), `svg` whether a drawing may stand in,
 * and `transparent` whether the picture may have a see-through background (a logo): it keeps its
 * format, where any other upload is saved as a JPEG, the smallest for a photo or a screenshot.
 */
export function imagePath({
  folder,
  width,
  svg,
  transparent = false,
}: {
  folder: string;
  width: number;
  svg: boolean;
  transparent?: boolean;
}) {
  const extensions = svg ? [...RASTER_EXTENSIONS, "svg"] : RASTER_EXTENSIONS;
  const formats = `Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file${svg ? ", or an SVG drawing" : ""}`;
  // The editor's picker checks the chosen file's name; the build, the whole path.
  const fileName = `\\.(${extensions.map(anyCase).join("|")})$`;
  return z
    .string()
    .regex(new RegExp(`^/[^\\s?#]+${fileName}`), `${formats}.`)
    .meta({ widget: "image", folder, width, transparent, formats, fileName });
}

/**
 * A document the marketer uploads in the editor: a PDF under public/documents/uploads/<folder>
 * (see uploads.ts), whatever the case of its extension, for buyers to download.
 */
export function documentPath({ folder }: { folder: string }) {
  const formats = "Choose a PDF file (.pdf)";
  const fileName = `\\.${anyCase("pdf")}$`;
  return z
    .string()
    .regex(new RegExp(`^/[^\\s?#]+${fileName}`), `${formats}.`)
    .meta({ widget: "file", folder, formats, fileName });
}

/** An image's size in pixels, which the build reads from its file: the marketer only picks it. */
export interface PixelSize {
  width: number;
  height: number;
}
