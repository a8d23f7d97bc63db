import { parse as parseYaml } from "yaml";
import { z } from "zod";

import {
  imagePath,
  type PixelSize,
  sentenceCase,
  slug,
} from "../schema-parts.ts";
import { typographicContent } from "../typographic-quotes.ts";

const nonEmpty = z.string().trim().min(1, "must not be empty");

const articleImageSchema = z
  .strictObject({
    /** The build reads the picture's size from its file. */
    src: imagePath({ folder: "blog", width: 1200, svg: true }).meta({
      title: "Cover picture",
      description:
        "1200 × 630 pixels reads best: it tops the article and its card, and is its share picture. After changing an SVG cover, ask an engineer to run “npm run images” for its share picture.",
    }),
    alt: nonEmpty.meta({
      title: "Description for people who cannot see it",
      description:
        "What the picture shows, in one sentence (read aloud by screen readers).",
    }),
  })
  .meta({ title: "Cover" });

export const articleFrontMatterSchema = z.strictObject({
  id: slug,
  // The page's h1, and each card's heading: sentence case, as every heading of the site.
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
  category: nonEmpty.max(40).superRefine(sentenceCase("label")),
  image: articleImageSchema,
  featured: z.boolean(),
});

type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
/** The cover with its file's size, which the build adds (article-files.server.ts). */
export type ArticleImage = ArticleFrontMatter["image"] & PixelSize;
export type ArticleSummary = ArticleFrontMatter & {
  readTime: number;
  image: ArticleImage;
};

/** Minutes to read a body at 200 words a minute, at least one: derived, so it follows every edit. */
export function readTimeOf(body: string): number {
  const words = body
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}

export type ArticleFile = { fileName: string; source: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function readArticle({ fileName, source }: ArticleFile) {
  const match = FRONT_MATTER.exec(source);
  if (!match)
    throw new Error(
      `${fileName}: no front matter. Start the file with a block between two "---" lines (see README, "Content").`,
    );
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(
      `${fileName}: the front matter is not valid YAML: ${(error as Error).message}`,
    );
  }
  const result = articleFrontMatterSchema.safeParse(data ?? {}, {
    reportInput: true,
  });
  if (!result.success) {
    const problems = result.error.issues.map(describeIssue).join("\n");
    throw new Error(`${fileName}: invalid front matter:\n${problems}`);
  }
  const expectedId = fileName.replace(/^.*[\\/]|\.mdx$/g, "");
  if (result.data.id !== expectedId)
    throw new Error(
      `${fileName}: field "id" is "${result.data.id}" but must equal the file name, "${expectedId}".`,
    );
  const body = source.slice(match[0].length);
  // Its prose with typographic quotes, as the JSON content is read (the body's: article-remark.ts).
  return {
    summary: { ...typographicContent(result.data), readTime: readTimeOf(body) },
    body,
  };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `  - unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (allowed: ${Object.keys(articleFrontMatterSchema.shape).join(", ")})`;
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  return `  - field "${issue.path.join(".")}": ${missing ? "is missing" : issue.message}`;
}

/** The index of every article, newest first. Throws on the first unusable file or a repeated id. */
export function buildArticleIndex(files: readonly ArticleFile[]) {
  const summaries = files.map((file) => readArticle(file).summary);
  const seen = new Set<string>();
  for (const { id } of summaries) {
    if (seen.has(id)) throw new Error(`Two articles have the id "${id}".`);
    seen.add(id);
  }
  // Same-day articles by title, so the order never depends on file order.
  return summaries.sort(
    (a, b) =>
      b.publishDate.localeCompare(a.publishDate) ||
      a.title.localeCompare(b.title),
  );
}
