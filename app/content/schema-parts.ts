import { z } from "zod";

import { iconNames } from "../components/ui/icon-names.ts";
import {
  facts,
  figureNames,
  pageFacts,
  figureShownIn,
  tokensIn,
  typedFigures,
  unknownFacts,
} from "./facts.ts";
import {
  isTitleCase,
  sentenceCaseAdvice,
  type CaseKind,
} from "./sentence-case.js";

/** The icon a data file names: a symbol of the site's sprite, by its Lucide name (088). */
export const icon = z.enum(iconNames).meta({ title: "Icon" });

/** A tile's colour, offered by what it draws: accent.ts makes "red" a navy tile, and so on. */
export const accentColor = z
  .enum(["blue", "green", "red", "orange", "purple"])
  .meta({
    title: "Colour",
    optionLabels: {
      blue: "Pale blue tile, blue icon",
      purple: "Light blue tile, dark blue icon",
      green: "Light grey tile, dark grey icon",
      orange: "Pale saffron tile, amber icon",
      red: "Navy tile, saffron icon",
    },
  });

export type AccentColor = z.infer<typeof accentColor>;

/** “email” as a word, where the site writes “e-mail”; not in an address, a {token} or a link. */
const EMAIL_WORD =
  /(?<![\p{L}\p{N}@.{/_-])emails?(?![\p{L}\p{N}@}_-]|\.[\p{L}])/giu;

export const emailWords = (value: string) => value.match(EMAIL_WORD) ?? [];

/** Text that is not blank, and may type any number: a figure of content/figures.json itself. */
export const figureText = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, context) => {
    for (const word of emailWords(value))
      context.addIssue(`write “e-mail”, as the site does, not “${word}”`);
    if (/\d-\d+ (months|people|years|weeks|days)\b/.test(value))
      context.addIssue(
        "write a range with an en dash, “3–9 months”, not a hyphen",
      );
  });

/** Text that names each of the site's figures as {uptime} rather than typing it (figures.json). */
export const text = figureText.superRefine((value, context) => {
  for (const figure of typedFigures(value))
    context.addIssue(
      `“${figure.value}” is one of the site’s figures (${figure.measures.toLowerCase()}): write {${figure.token}} instead, so it reads the same on every page and keeps its basis`,
    );
});

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");

const disjunction = new Intl.ListFormat("en-ZA", { type: "disjunction" });
/** "{a}, {b} or {c}": the tokens a text may name. */
const anyOf = (tokens: readonly string[]) =>
  disjunction.format(tokens.map((token) => `{${token}}`));

export const notAFact = (
  token: string,
  known: Readonly<Record<string, string>> = facts,
) => `{${token}} is not a company fact: use ${anyOf(Object.keys(known))}`;

/** Text that may name a company fact as {token} ({name}, {founded}, …), filled by facts.ts. */
export const textWithFacts = text.superRefine((value, context) => {
  for (const token of unknownFacts(value)) context.addIssue(notAFact(token));
});

/** A check that a text names only page facts as {token} (facts.ts), and the tokens in `more`. */
export function onlyKnownTokens(more: readonly string[] = []) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const token of unknownFacts(value, pageFacts))
      if (!more.includes(token) && !figureNames.includes(token))
        context.addIssue(notAFact(token, pageFacts));
  };
}

/** Text of About, Contact and the legal documents, which may also name the contact facts. */
export const textWithPageFacts = text.superRefine(onlyKnownTokens());

/** Text whose module fills only these {tokens}: "Since {founded}". */
export const textWithTokens = (tokens: readonly string[]) =>
  text.superRefine((value, context) => {
    for (const token of tokensIn(value))
      if (!tokens.includes(token) && !figureNames.includes(token))
        context.addIssue(
          `{${token}} is not filled here; this text may name ${anyOf(tokens)}`,
        );
  });

/** A check that no two items of a list have the same `key`. */
export const distinct =
  <Key extends string>(key: Key) =>
  (list: readonly Record<Key, unknown>[]) =>
    new Set(list.map((item) => item[key])).size === list.length;

export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/, "a site path");

/** A check that a heading's, a button's or a label's words are in sentence case (sentence-case.js). */
export function sentenceCase(kind: CaseKind) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    if (isTitleCase(value, kind)) context.addIssue(sentenceCaseAdvice(kind));
  };
}

/** A heading's words (h1–h3 on the page). */
export const heading = text.superRefine(sentenceCase("heading"));
/** A label's words: a pill, a field's label, a category, a card's name, a dialog's heading. */
export const label = text.superRefine(sentenceCase("label"));
export const button = text.superRefine(sentenceCase("button"));

export const eyebrow = label.meta({
  description: "The small line above the heading.",
});

export const sectionIntro = z.object({
  eyebrow,
  title: heading.meta({ title: "Heading" }),
  intro: text.meta({
    title: "Introduction",
    description: "One or two sentences under the heading.",
    widget: "text",
  }),
});

/** Text around what the page puts in place of `{token}`, named once: "Read our {cookiePolicy}.". */
export const textAroundToken = (token: string) =>
  text.superRefine((value, context) => {
    const tokens = tokensIn(value);
    if (tokens.filter((name) => name === token).length !== 1)
      context.addIssue(`must name {${token}} once, where the page puts it`);
    for (const name of tokens)
      if (name !== token)
        context.addIssue(
          `{${name}} is not filled here; this text may name {${token}}`,
        );
  });

/** What the spec fixes, refused in the same words by the build and the editor. */
export const specFixes = (what: string) =>
  `The site’s specification fixes ${what}.`;

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

/** A label the spec names: its words are the spec's, its capitals the site's sentence case. */
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
        context.addIssue(`${sentenceCaseAdvice(kind)}: “${words}”`);
    });

/** A check that a list holds exactly the spec's values, in this order, read from each item by `key`. */
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
      context.addIssue(message);
  };
}

export const atLeastTheSpecs = (count: number, what: string) =>
  specFixes(`at least ${count} ${what}: add one before you remove one`);

const figureBasis = textWithFacts.meta({
  description:
    "Where the figure comes from, shown under it as “Basis: …”. For one of the site’s figures, write its basis by name: {uptimeBasis} for {uptime}.",
});

/** An item showing a figure in `key`, with its basis: one of the site's figures states its own. */
export const withBasis = <Shape extends z.ZodRawShape>(
  key: keyof Shape,
  shape: Shape,
) =>
  z
    .object({ ...shape, basis: figureBasis.optional() })
    .superRefine((item, context) => {
      const { [key]: value, basis } = item as Record<keyof Shape, string>;
      const figure = figureShownIn(value ?? "");
      if (figure && !basis?.includes(`{${figure}Basis}`))
        context.addIssue({
          code: "custom",
          path: ["basis"],
          message: `shown as a figure, {${figure}} states its basis under it: write {${figure}Basis}`,
        });
    });

const RASTER_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

/** "jpg" → "[jJ][pP][gG]": the editor's form reads a pattern without flags, so case is spelt out. */
const anyCase = (extension: string) =>
  extension.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/** A picture uploaded to images/uploads/<folder>, resized to `width`: a JPEG unless `transparent`. */
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

/** A PDF uploaded to public/documents/uploads/<folder> (uploads.ts), for buyers to download. */
export function documentPath({ folder }: { folder: string }) {
  const formats = "Choose a PDF file (.pdf)";
  const fileName = `\\.${anyCase("pdf")}$`;
  return z
    .string()
    .regex(new RegExp(`^/[^\\s?#]+${fileName}`), `${formats}.`)
    .meta({ widget: "file", folder, formats, fileName });
}

export type PixelSize = { width: number; height: number };
