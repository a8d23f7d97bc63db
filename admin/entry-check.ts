import { compile } from "@mdx-js/mdx";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import { articleRemarkPlugins } from "../app/content/blog/article-remark.ts";
import { builtPaths } from "../app/content/built-paths.ts";
import { facts, factsOf } from "../app/content/facts.ts";
import { contentFiles, contentFolders } from "../app/content/content-files.ts";
import { ARTICLES, entryName } from "./cms-config.ts";
import { typedMarkdownProblems } from "./markdown-literals.ts";
import { fitToSchema, jsonSchemaOf, problemsOfEntry } from "./schema-fields.ts";

/** The build's own check of an entry before a save; Node- and Decap-free for tests/workflows/. */

export interface EntryToSave {
  collection: string;
  /** From the project root; empty for a new entry. */
  path: string;
  data: Record<string, unknown>;
}

export interface SiteContent {
  articleIds: readonly string[];
  /** Every data file's data by its path ("content/identity.json"). */
  files: Readonly<Record<string, unknown>>;
}

/** The files whose values other files name as {tokens} (facts.ts). */
const IDENTITY = "content/identity.json";
const FIGURES = "content/figures.json";

/** Runs a check with these files' company facts in place (a filled-in text's length depends on them). */
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

/** An entry's schema and its name in the form's words ("Case study (regional-claims)"). */
function kindOf(path: string, collection = "") {
  const file = contentFiles.find((entry) => entry.file === path);
  if (file) return file;
  const folder = contentFolders.find(
    (entry) =>
      path.startsWith(`${entry.folder}/`) ||
      entryName(entry.folder) === collection,
  );
  const id = /([^/]+)\.json$/.exec(path)?.[1];
  return folder && { ...folder, label: `${folder.labelSingular} (${id})` };
}

/** What the build would say about an article's body, its own page among those it may link to. */
async function articleBodyProblems(
  body: string,
  ownId: unknown,
  site: SiteContent,
): Promise<string[]> {
  const paths = new Set(
    builtPaths(
      [...site.articleIds, ...(typeof ownId === "string" ? [ownId] : [])],
      Object.keys(site.files).flatMap(
        (file) => /^content\/case-studies\/(.+)\.json$/.exec(file)?.[1] ?? [],
      ),
    ),
  );
  try {
    await compile(body, {
      remarkPlugins: articleRemarkPlugins((path) => paths.has(path)),
    });
    return [];
  } catch (error) {
    // As the form names it: "Article, line 12: <what is wrong>".
    const { reason, line, message } = error as Record<string, unknown>;
    return [
      `Article${line ? `, line ${String(line)}` : ""}: ${String(reason ?? message)}`,
    ];
  }
}

/** The entry as it would be saved and what the build would refuse; new facts checked site-wide. */
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
  const schema = kindOf(entry.path, entry.collection)?.schema;
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
      const other = file === entry.path ? undefined : kindOf(file);
      return other
        ? problemsOfEntry(other.schema, data).map(
            (problem) => `${other.label} › ${problem}`,
          )
        : [];
    });
  });
  return { data: fitted, problems };
}
