import CMS from "decap-cms-app";
import { fromJS, isKeyed } from "immutable";
import localForage from "localforage";

import { contentFiles, contentFolders } from "../app/content/content-files";
import backend from "./backend.json" with { type: "json" };
import { nameDecapControls } from "./accessible-names";
import { ARTICLES, backendSchema, cmsConfig, entryName } from "./cms-config";
import { editorComponents } from "./editor-components";
import { checkEntry } from "./entry-check";
import "./editor.css";
import { ArticlePreview, filePreview, folderPreview } from "./previews";

/** The content editor at /admin (decision 086). */

type DecapPreview = Parameters<typeof CMS.registerPreviewTemplate>[1];
const previews = [
  [ARTICLES, ArticlePreview],
  ...contentFiles.map((entry) => [entryName(entry.file), filePreview(entry)]),
  ...contentFolders.map((entry) => [
    entryName(entry.folder),
    folderPreview(entry),
  ]),
] as [string, DecapPreview][];

/** The site's stylesheets, every component's found rather than listed. */
const stylesheets = import.meta.glob<string>("../app/**/*.css", {
  eager: true,
  query: "?url",
  import: "default",
});
for (const [, url] of Object.entries(stylesheets).sort(([a], [b]) =>
  a.endsWith("/styles/app.css") ? -1 : b.endsWith("/styles/app.css") ? 1 : 0,
))
  CMS.registerPreviewStyle(url);
for (const [name, preview] of previews)
  CMS.registerPreviewTemplate(name, preview);
// Decap's own default preview of a block is its MDX (the article preview renders the body).
for (const component of editorComponents)
  CMS.registerEditorComponent({ ...component, toPreview: component.toBlock });

/** The content an entry is saved among: the articles' ids and every data file's data. */
const site = {
  // Only the names are read; as raw text, nothing needs compiling to list them.
  articleIds: Object.keys(
    import.meta.glob("../content/articles/*.mdx", { query: "?raw" }),
  ).map((file) => (file.split("/").pop() ?? "").replace(/\.mdx$/, "")),
  // As the build's check reads them, not as pages do ({uptime} filled in would be refused).
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

/** The entry as Decap holds it, in the schema's order (a plain Map of over eight keys forgets it). */
const ordered = (value: unknown) =>
  fromJS(value, (_key, item) =>
    isKeyed(item) ? item.toOrderedMap() : item.toList(),
  );

// Before every save, the build's own check: a refused entry is not saved, and Decap says why.
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

// Decap's local copies of entries ("backup…"), which it cannot turn off: one from an earlier
// visit, offered after the file was published again, undid the publish when restored.
const keys = await localForage.keys();
await Promise.all(
  keys
    .filter((key) => key.startsWith("backup"))
    .map((key) => localForage.removeItem(key)),
);
CMS.init({ config: cmsConfig(backendSchema.parse(backend)) as never });
