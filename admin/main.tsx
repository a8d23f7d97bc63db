import CMS from "decap-cms-app";
import { fromJS, isKeyed } from "immutable";
import type { ComponentType } from "react";

import { articleFrontMatterSchema } from "../app/content/blog/article-index";
import { contentFiles, contentFolders } from "../app/content/content-files";
import backend from "./backend.json" with { type: "json" };
import { ARTICLES, backendSchema, cmsConfig, entryName } from "./cms-config";
import { forgetDraftBackups } from "./draft-backups";
import { editorComponents } from "./editor-components";
import {
  ArticlePreview,
  filePreview,
  folderPreview,
  type PreviewEntry,
} from "./previews";
import { fitToSchema, jsonSchemaOf, problemsOfEntry } from "./schema-fields";

/**
 * The content editor at /admin (decision 086): Decap CMS, configured from the content registry,
 * with previews drawn by the site's components and a check before each save that the entry is
 * one the build accepts.
 */

type Preview = ComponentType<{ entry: PreviewEntry }>;
type DecapPreview = Parameters<typeof CMS.registerPreviewTemplate>[1];

/** Each preview by the name Decap knows its form by. */
const previews = new Map<string, Preview>([[ARTICLES, ArticlePreview]]);
for (const entry of contentFiles)
  previews.set(entryName(entry.file), filePreview(entry));
for (const entry of contentFolders)
  previews.set(entryName(entry.folder), folderPreview(entry));

/**
 * The previews' stylesheets: the site's own and every component's, found rather than listed, so
 * a preview looks like the page whatever styles a component brings.
 */
const stylesheets = import.meta.glob<string>("../app/**/*.css", {
  eager: true,
  query: "?url",
  import: "default",
});
for (const [, url] of Object.entries(stylesheets).sort(([a], [b]) =>
  // The site's stylesheet (tokens, base) first.
  a.endsWith("/styles/app.css") ? -1 : b.endsWith("/styles/app.css") ? 1 : 0,
))
  CMS.registerPreviewStyle(url);
for (const [name, preview] of previews)
  CMS.registerPreviewTemplate(name, preview as unknown as DecapPreview);
for (const component of editorComponents)
  CMS.registerEditorComponent(component);

/** The schema an entry is saved against: by its file, its folder, or the articles. */
/**
 * The schema an entry must meet: by its file, or by its folder's collection (a new entry has no
 * file yet, and must be checked all the same).
 */
function schemaOfEntry(path: string, collection: string) {
  const file = contentFiles.find((entry) => entry.file === path);
  if (file) return file.schema;
  const folder = contentFolders.find(
    (entry) =>
      path.startsWith(`${entry.folder}/`) ||
      entryName(entry.folder) === collection,
  );
  if (folder) return folder.schema;
  return undefined;
}

/**
 * The entry as Decap holds it, keeping the schema's field order: a plain Immutable Map of more
 * than eight keys forgets its order, so a saved file would list its fields at random.
 */
const ordered = (value: unknown) =>
  fromJS(value, (_key, item) =>
    isKeyed(item) ? item.toOrderedMap() : item.toList(),
  );

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const path = String(entry.get("path") ?? "");
    const collection = String(entry.get("collection") ?? "");
    const data = (
      entry.get("data") as { toJS: () => Record<string, unknown> }
    ).toJS();
    if (collection === ARTICLES) {
      const { body, ...front } = data;
      const fitted = fitToSchema(jsonSchemaOf(articleFrontMatterSchema), front);
      const problems = problemsOfEntry(articleFrontMatterSchema, fitted);
      if (problems.length > 0) throw new Error(problems.join("; "));
      return ordered({ ...(fitted as object), body });
    }
    const schema = schemaOfEntry(path, collection);
    if (!schema) return undefined;
    const fitted = fitToSchema(jsonSchemaOf(schema), data);
    const problems = problemsOfEntry(schema, fitted);
    if (problems.length > 0) throw new Error(problems.join("; "));
    return ordered(fitted);
  },
});

// Before Decap can offer one: a copy from an earlier visit may predate the published file.
await forgetDraftBackups();
CMS.init({ config: cmsConfig(backendSchema.parse(backend)) as never });
