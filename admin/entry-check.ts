import { compile } from "@mdx-js/mdx";
import type { z } from "zod";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import { articleRemarkPlugins } from "../app/content/blog/article-remark.ts";
import { builtPaths } from "../app/content/built-paths.ts";
import { facts, factsOf } from "../app/content/facts.ts";
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

/** The content the entry is saved among. */
export interface SiteContent {
  /** The articles there are, by id: an article may link to their pages. */
  articleIds: readonly string[];
  /**
   * Every data file's data, by its path from the project root ("content/identity.json"): the
   * case studies an article may link to, and the company facts other files' texts name.
   */
  files: Readonly<Record<string, unknown>>;
}

/** The files whose values other files' texts name as {tokens} (facts.ts). */
const IDENTITY = "content/identity.json";
const FIGURES = "content/figures.json";

/** The case studies among the data files, by id (each file is named after its study's id). */
const caseStudyIdsIn = (files: SiteContent["files"]) =>
  Object.keys(files).flatMap((file) => {
    const folder = contentFolders.find((entry) =>
      file.startsWith(`${entry.folder}/`),
    );
    return folder
      ? [file.slice(folder.folder.length + 1, -".json".length)]
      : [];
  });

/**
 * Runs a check with the company facts of these files in place of the site's: a text's length
 * once its {tokens} are filled in depends on them (a page's search description). The facts are
 * put back before it returns; nothing else runs meanwhile.
 */
function withFactsOf<T>(files: SiteContent["files"], check: () => T): T {
  const saved = { ...facts };
  Object.assign(
    facts,
    factsOf(
      (files[IDENTITY] ?? saved) as Parameters<typeof factsOf>[0],
      (files[FIGURES] ?? saved) as Parameters<typeof factsOf>[1],
    ),
  );
  try {
    return check();
  } finally {
    Object.assign(facts, saved);
  }
}

/** A data file's name in the form's words: "Home page", "Case study (regional-claims)". */
function labelOfFile(file: string): string {
  const entry = contentFiles.find((candidate) => candidate.file === file);
  if (entry) return entry.label;
  const folder = contentFolders.find((candidate) =>
    file.startsWith(`${candidate.folder}/`),
  );
  return `${folder?.labelSingular ?? file} (${file
    .split("/")
    .pop()
    ?.replace(/\.json$/, "")})`;
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
  site: SiteContent,
): Promise<string[]> {
  const paths = new Set(
    builtPaths(
      [...site.articleIds, ...(typeof ownId === "string" ? [ownId] : [])],
      caseStudyIdsIn(site.files),
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
 * an entry with problems must not be saved. A change to the company's facts (the identity, the
 * shared figures) is also checked against every other data file that names them. `undefined`
 * data: a collection the check does not know (none today), saved as it is.
 */
export async function checkEntry(
  entry: EntryToSave,
  site: SiteContent,
): Promise<{ data?: Record<string, unknown>; problems: string[] }> {
  if (entry.collection === ARTICLES) {
    const { body, ...front } = entry.data;
    const fitted = fitToSchema(
      jsonSchemaOf(articleFrontMatterSchema),
      front,
    ) as Record<string, unknown>;
    const problems = [
      ...problemsOfEntry(articleFrontMatterSchema, fitted),
      ...(await articleBodyProblems(String(body ?? ""), fitted.id, site)),
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
  const files = {
    ...site.files,
    ...(entry.path ? { [entry.path]: fitted } : {}),
  };
  const problems = withFactsOf(files, () => {
    const own = problemsOfEntry(schema, fitted);
    if (own.length > 0 || (entry.path !== IDENTITY && entry.path !== FIGURES))
      return own;
    // Every other file, with the new facts filled in.
    return Object.entries(site.files).flatMap(([file, data]) => {
      const other = file === entry.path ? undefined : schemaOfEntry(file, "");
      return other
        ? problemsOfEntry(other, data).map(
            (problem) => `${labelOfFile(file)} › ${problem}`,
          )
        : [];
    });
  });
  return { data: fitted, problems };
}
