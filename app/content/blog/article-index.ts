import { parse as parseYaml } from "yaml";
import { z } from "zod";

import { sentenceCase, slug } from "../schema-parts.ts";
import { typographicContent } from "../typographic-quotes.ts";

/**
 * The article index, built from the front matter of the MDX files in this folder. Pure: it is
 * given file names and their text, so the same code runs in the React Router config, the Vite
 * plugin that hands the index to the app, the unit tests and the end-to-end tests.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

const articleImageSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg)$/,
      "must be a path under public/, such as /images/blog/my-article.svg",
    ),
  alt: nonEmpty,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const articleFrontMatterSchema = z.strictObject({
  id: slug,
  title: nonEmpty
    .max(120, "must be at most 120 characters")
    .superRefine(sentenceCase("heading")),
  excerpt: z
    .string()
    .trim()
    .min(50, "must be at least 50 characters")
    .max(200, "must be at most 200 characters (it is the search snippet)"),
  author: nonEmpty,
  publishDate: z.iso.date("must be an ISO date such as 2024-09-25"),
  category: nonEmpty.max(40),
  image: articleImageSchema,
  featured: z.boolean(),
});

/** An article as the index lists it: its front matter, with what the build derives from its body. */
export type ArticleSummary = z.infer<typeof articleFrontMatterSchema> & {
  /** Minutes, readTimeOf its body. */
  readTime: number;
};
export type ArticleImage = ArticleSummary["image"];

/** The reading pace a read time assumes: about 200 words a minute, the common figure for prose. */
const WORDS_PER_MINUTE = 200;

/**
 * An article's read time in whole minutes, at least one: its body's words (markup aside) at
 * WORDS_PER_MINUTE, rounded up. Computed by the build, never typed: it follows every edit.
 */
export function readTimeOf(body: string): number {
  const words = body
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One article file: its path (for messages) and its text. */
export interface ArticleFile {
  fileName: string;
  source: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** An article file whose front matter or name is unusable; the message names the file and field. */
export class ArticleError extends Error {
  override name = "ArticleError";
}

/** "app/content/blog/my-article.mdx" → "my-article". */
function articleIdFromFileName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? fileName).replace(/\.mdx$/, "");
}

/** Splits an article into its validated front matter and its MDX body. */
export function readArticle(file: ArticleFile): {
  summary: ArticleSummary;
  body: string;
} {
  const { fileName, source } = file;
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new ArticleError(
      `${fileName}: no front matter. Start the file with a block between two "---" lines (see README, "Content").`,
    );
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ArticleError(
      `${fileName}: the front matter is not valid YAML: ${(error as Error).message}`,
    );
  }
  const result = articleFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      describeIssue(issue, data),
    );
    throw new ArticleError(
      `${fileName}: invalid front matter:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  const expectedId = articleIdFromFileName(fileName);
  if (result.data.id !== expectedId) {
    throw new ArticleError(
      `${fileName}: field "id" is "${result.data.id}" but must equal the file name, "${expectedId}".`,
    );
  }
  const body = source.slice(match[0].length);
  // Its prose with typographic quotes, as the JSON content is read (the body's: article-remark.ts).
  return {
    summary: { ...typographicContent(result.data), readTime: readTimeOf(body) },
    body,
  };
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  if (issue.code === "unrecognized_keys") {
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (allowed: ${Object.keys(articleFrontMatterSchema.shape).join(", ")})`;
  }
  const field = issue.path.join(".");
  const value = issue.path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object"
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
  const missing = issue.code === "invalid_type" && value === undefined;
  return `field "${field}": ${missing ? "is missing" : issue.message}`;
}

/** Newest first; articles published the same day by title, so the order never depends on file order. */
function compareNewestFirst(a: ArticleSummary, b: ArticleSummary) {
  return (
    b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title)
  );
}

/** The index of every article, newest first. Throws on the first unusable file or a repeated id. */
export function buildArticleIndex(
  files: readonly ArticleFile[],
): ArticleSummary[] {
  const summaries = files.map((file) => readArticle(file).summary);
  const seen = new Set<string>();
  for (const { id } of summaries) {
    if (seen.has(id))
      throw new ArticleError(`Two articles have the id "${id}".`);
    seen.add(id);
  }
  return summaries.sort(compareNewestFirst);
}
