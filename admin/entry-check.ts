import { compile } from "@mdx-js/mdx";
import type { z } from "zod";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import { articleRemarkPlugins } from "../app/content/blog/article-remark.ts";
import { builtPaths } from "../app/content/built-paths.ts";
import { contentFiles, contentFolders } from "../app/content/content-files.ts";
import { ARTICLES, entryName } from "./cms-config.ts";
import { typedMarkdownProblems } from "./markdown-literals.ts";
import { fitToSchema, jsonSchemaOf, problemsOfEntry } from "./schema-fields.ts";

/**
 * The one check an entry meets before the editor at /admin saves it: the build's own, for every
 * kind (issue 24). A data file is fitted to its schema and checked against it, as the build checks
 * it; an article's front matter likewise, and its body compiled by the build's own MDX steps (the
 * component allow-list, no code or raw HTML, links only to pages that exist, the closing call to
 * action), and Markdown typed into the rich-text editor refused (it would show as typed characters).
 * Node-free and Decap-free: admin/main.tsx runs it before each save, and the editor
 * parity test (tests/workflows/) runs it on the entries it generates.
 */

/** An entry as Decap hands it over before a save. */
export interface EntryToSave {
  /** The collection's name in the editor's configuration ("articles", "company", …). */
  collection: string;
  /** The file it is saved to, from the project root; empty for a new entry. */
  path: string;
  data: Record<string, unknown>;
}

/** The articles and case studies there are, whose pages an article may link to. */
export interface SiteIds {
  articleIds: readonly string[];
  caseStudyIds: readonly string[];
}

/** The schema an entry is saved against: by its file, or by its folder's collection (a new entry has no file yet). */
function schemaOfEntry(
  path: string,
  collection: string,
): z.ZodType | undefined {
  const file = contentFiles.find((entry) => entry.file === path);
  if (file) return file.schema;
  return contentFolders.find(
    (entry) =>
      path.startsWith(`${entry.folder}/`) ||
      entryName(entry.folder) === collection,
  )?.schema;
}

/** A compile error as the form names it: "Article, line 12: <what is wrong>". */
function bodyProblem(error: unknown): string {
  const { reason, line, message } = error as {
    reason?: string;
    line?: number;
    message?: string;
  };
  const what = reason ?? message ?? String(error);
  return line ? `Article, line ${line}: ${what}` : `Article: ${what}`;
}

/**
 * What the build would say about an article's body: compiled with the site's remark steps, its
 * links checked against the pages the build renders (this article's own page among them).
 */
async function articleBodyProblems(
  body: string,
  ownId: unknown,
  ids: SiteIds,
): Promise<string[]> {
  const paths = new Set(
    builtPaths(
      [...ids.articleIds, ...(typeof ownId === "string" ? [ownId] : [])],
      ids.caseStudyIds,
    ),
  );
  try {
    await compile(body, {
      remarkPlugins: articleRemarkPlugins((path) => paths.has(path)),
    });
    return [];
  } catch (error) {
    return [bodyProblem(error)];
  }
}

/**
 * The entry as it is to be saved (fitted to its schema) and what the build would refuse in it;
 * an entry with problems must not be saved. `undefined` data: a collection the check does not
 * know (none today), saved as it is.
 */
export async function checkEntry(
  entry: EntryToSave,
  ids: SiteIds,
): Promise<{ data?: Record<string, unknown>; problems: string[] }> {
  if (entry.collection === ARTICLES) {
    const { body, ...front } = entry.data;
    const fitted = fitToSchema(
      jsonSchemaOf(articleFrontMatterSchema),
      front,
    ) as Record<string, unknown>;
    const problems = [
      ...problemsOfEntry(articleFrontMatterSchema, fitted),
      ...(await articleBodyProblems(String(body ?? ""), fitted.id, ids)),
      ...typedMarkdownProblems(String(body ?? "")),
    ];
    return { data: { ...fitted, body }, problems };
  }
  const schema = schemaOfEntry(entry.path, entry.collection);
  if (!schema) return { problems: [] };
  const fitted = fitToSchema(jsonSchemaOf(schema), entry.data) as Record<
    string,
    unknown
  >;
  return { data: fitted, problems: problemsOfEntry(schema, fitted) };
}
