import { z } from "zod";

import { tokensIn, unknownFacts } from "./facts.ts";
import { unknownPageFacts } from "./page-facts.ts";

/** The pieces the content schemas share. */

/** Text that is not blank. */
export const text = z.string().trim().min(1);

/** An id that is also part of an address: lower-case letters and digits, words joined by -. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");

/** Text that may name a company fact as {token} ({name}, {founded}, …), filled by facts.ts. */
export const textWithFacts = text.superRefine((value, context) => {
  for (const token of unknownFacts(value))
    context.addIssue({
      code: "custom",
      message: `{${token}} names no company fact (app/content/facts.ts)`,
    });
});

/**
 * A check that a text names only company facts as `{token}` ({name}, {bbbeeLevel}, …; see
 * page-facts.ts), and the tokens in `more` that its own module fills.
 */
export function onlyKnownTokens(more: readonly string[] = []) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const token of unknownPageFacts(value))
      if (!more.includes(token))
        context.addIssue({
          code: "custom",
          message: `{${token}} names no company fact (app/content/page-facts.ts)`,
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
      if (!tokens.includes(token))
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
  eyebrow: text.meta({
    title: "Eyebrow",
    description: "The small line above the heading.",
  }),
  title: text.meta({ title: "Heading", description: "The section's heading." }),
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

/** An image's size in pixels, which the build reads from its file: the marketer only picks it. */
export interface PixelSize {
  width: number;
  height: number;
}
