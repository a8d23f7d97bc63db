import CMS from "decap-cms-app";
import { fromJS, isKeyed } from "immutable";
import type { ComponentType } from "react";

import { contentFiles, contentFolders } from "../app/content/content-files";
import backend from "./backend.json" with { type: "json" };
import { nameDecapControls } from "./accessible-names";
import { ARTICLES, backendSchema, cmsConfig, entryName } from "./cms-config";
import { forgetDraftBackups } from "./draft-backups";
import { editorComponents } from "./editor-components";
import { checkEntry } from "./entry-check";
import "./editor.css";
import {
  ArticlePreview,
  filePreview,
  folderPreview,
  type PreviewEntry,
} from "./previews";

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

/**
 * The content an entry is saved among, as the editor was built or is served by `npm run cms`:
 * the articles' ids (each file is named after its id) and every data file's data.
 */
const site = {
  // Only the names are read; as raw text, nothing needs compiling to list them.
  articleIds: Object.keys(
    import.meta.glob("../content/articles/*.mdx", { query: "?raw" }),
  ).map((file) => (file.split("/").pop() ?? "").replace(/\.mdx$/, "")),
  // As the files hold them, as the build's check reads them: not as the pages read them, figures
  // filled in ({uptime} as “99.9%”, which the check refuses as a typed figure).
  files: Object.fromEntries(
    Object.entries(
      import.meta.glob<string>("../content/**/*.json", {
        eager: true,
        query: "?raw",
        import: "default",
      }),
    ).map(([file, text]) => [
      file.replace(/^\.\.\//, ""),
      JSON.parse(text) as unknown,
    ]),
  ),
};

/**
 * The entry as Decap holds it, keeping the schema's field order: a plain Immutable Map of more
 * than eight keys forgets its order, so a saved file would list its fields at random.
 */
const ordered = (value: unknown) =>
  fromJS(value, (_key, item) =>
    isKeyed(item) ? item.toOrderedMap() : item.toList(),
  );

// Before every save, the build's own check (entry-check.ts): an entry the build would refuse is
// not saved, and Decap shows why.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const { data, problems } = await checkEntry(
      {
        collection: String(entry.get("collection") ?? ""),
        path: String(entry.get("path") ?? ""),
        data: (
          entry.get("data") as { toJS: () => Record<string, unknown> }
        ).toJS(),
      },
      site,
    );
    if (problems.length > 0) throw new Error(problems.join("; "));
    return data ? ordered(data) : undefined;
  },
});

// Names Decap leaves out (accessible-names.ts).
nameDecapControls();

// Before Decap can offer one: a copy from an earlier visit may predate the published file.
await forgetDraftBackups();
CMS.init({ config: cmsConfig(backendSchema.parse(backend)) as never });
