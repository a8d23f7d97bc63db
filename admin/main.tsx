import CMS from "decap-cms-app";
import { fromJS, isKeyed } from "immutable";
import localForage from "localforage";

import appStyles from "../app/styles/app.css?url";
import { contentFiles, contentFolders } from "../app/content/content-files";
import backend from "./backend.json" with { type: "json" };
import { ARTICLES, backendSchema, cmsConfig, entryName } from "./cms-config";
import { editorComponents } from "./editor-components";
import { checkEntry } from "./entry-check";
import "./editor.css";
import { previewOf } from "./previews";
import { ArticlePreview } from "./previews/article";

/** The content editor at /admin (decision 086). */

// The site's stylesheets: app.css first, then every component's, found rather than listed.
CMS.registerPreviewStyle(appStyles);
const componentStyles = import.meta.glob<string>(
  ["../app/**/*.css", "!../app/styles/app.css"],
  { eager: true, query: "?url", import: "default" },
);
for (const url of Object.values(componentStyles)) CMS.registerPreviewStyle(url);

type DecapPreview = Parameters<typeof CMS.registerPreviewTemplate>[1];
CMS.registerPreviewTemplate(ARTICLES, ArticlePreview as DecapPreview);
for (const entry of [...contentFiles, ...contentFolders])
  CMS.registerPreviewTemplate(
    entryName("file" in entry ? entry.file : entry.folder),
    previewOf(entry) as DecapPreview,
  );
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

// Names Decap's markup leaves out (WCAG 4.1.2, decap-cms#1333); editor-a11y.spec.ts checks them.
let switches = 0;

function nameControls() {
  for (const editor of document.querySelectorAll(
    '[data-slate-editor="true"]:not([aria-labelledby])',
  )) {
    // Decap puts a field's label in a bar above its control.
    const label = editor
      .closest(":has(> * > label[for])")
      ?.querySelector(":scope > * > label[for]");
    if (!(label instanceof HTMLLabelElement)) continue;
    label.id ||= `${label.htmlFor}-label`;
    editor.setAttribute("aria-labelledby", label.id);
  }
  for (const toggle of document.querySelectorAll(
    'button[role="switch"]:not([aria-labelledby])',
  )) {
    const label = toggle.nextElementSibling;
    // Only the mode switch: a yes/no field's switch has its own label.
    if ((toggle as HTMLButtonElement).labels.length > 0) continue;
    if (!(label instanceof HTMLSpanElement) || !label.textContent) continue;
    label.id ||= `mode-switch-label-${(switches += 1)}`;
    toggle.setAttribute("aria-labelledby", label.id);
    if (!toggle.hasAttribute("aria-checked"))
      toggle.setAttribute("aria-checked", "false");
  }
  for (const frame of document.querySelectorAll(
    "iframe#preview-pane:not([title])",
  ))
    frame.setAttribute("title", "Preview");
}

new MutationObserver(nameControls).observe(document.body, {
  childList: true,
  subtree: true,
});
nameControls();

// Decap's local entry backups, which cannot be turned off: a stale one, restored, undid a publish.
for (const key of await localForage.keys())
  if (key.startsWith("backup")) await localForage.removeItem(key);
CMS.init({ config: cmsConfig(backendSchema.parse(backend)) as never });
