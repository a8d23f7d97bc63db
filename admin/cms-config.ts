import { z } from "zod";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import { contentFiles, contentFolders } from "../app/content/content-files.ts";
import { UPLOADS_PATH } from "../app/content/uploads.ts";
import { editorComponents } from "./editor-components.ts";
import { editorWords } from "./editor-words.ts";
import { LOCAL_BACKEND_PATH } from "./local-backend.ts";
import { type CmsField, fieldsOfSchema } from "./schema-fields.ts";

/** The editor's configuration, from the content registry; admin/backend.json says where (086). */

/** Where the content is kept in production: the README's "Editing the site" says how to set it. */
export const backendSchema = z.strictObject({
  name: z.enum(["github", "gitlab", "gitea", "git-gateway"]),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, "owner/name of the repository"),
  branch: z.string().min(1),
  /** GitHub: the OAuth service that signs editors in; a self-hosted GitLab or Gitea: its address. */
  base_url: z.url().optional(),
  auth_endpoint: z.string().optional(),
  /** GitLab and Gitea: sign in with PKCE, no server needed; the OAuth application's id. */
  auth_type: z.literal("pkce").optional(),
  app_id: z.string().optional(),
  /** A self-hosted GitLab or Gitea: its API's address. */
  api_root: z.url().optional(),
});
export type Backend = z.infer<typeof backendSchema>;

interface CmsCollection {
  name: string;
  label: string;
  description?: string;
  folder?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  [option: string]: unknown;
}

export const ARTICLES = "articles";

/** "content/case-studies" → "case-studies"; "content/clients.json" → "clients". */
export const entryName = (file: string) =>
  file
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replace(/[^a-z0-9]+/g, "-");

/** Every text an editor reads (labels, hints, descriptions, messages) in the editor's words. */
function inEditorWords<T>(value: T, key = ""): T {
  if (typeof value === "string")
    return (
      /^(label|label_singular|hint|description)$/.test(key)
        ? editorWords(value)
        : value
    ) as T;
  if (Array.isArray(value))
    return (
      key === "pattern"
        ? [value[0], editorWords(String(value[1]))]
        : value.map((item: unknown) => inEditorWords(item, key))
    ) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        inEditorWords(item, name),
      ]),
    ) as T;
  return value;
}

function cmsCollections() {
  const articles = {
    name: ARTICLES,
    label: "Articles",
    label_singular: "Article",
    description:
      "The blog. An article's address is made from its ID; its cover is a picture 1200 × 630 pixels.",
    folder: "content/articles",
    extension: "mdx",
    format: "frontmatter",
    create: true,
    slug: "{{fields.id}}",
    identifier_field: "title",
    summary: "{{title}} ({{publishDate}})",
    sortable_fields: ["publishDate", "title"],
    media_folder: `/public${UPLOADS_PATH}/blog`,
    public_folder: `${UPLOADS_PATH}/blog`,
    fields: [
      ...fieldsOfSchema(articleFrontMatterSchema),
      {
        name: "body",
        label: "Article",
        widget: "markdown",
        // What an article renders (article-remark.ts): no image, code or strikethrough.
        buttons: [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "heading-four",
          "quote",
          "bulleted-list",
          "numbered-list",
        ],
        editor_components: editorComponents.map((component) => component.id),
        hint: "Use the toolbar for headings, lists, links, quotes, bold and italic, and its + button for a call to action, a callout, a table or figures in a grid. Every article ends with a call to action.",
      },
    ],
  };
  const folders = contentFolders.map((entry) => ({
    name: entryName(entry.folder),
    label: entry.label,
    label_singular: entry.labelSingular,
    description: entry.hint,
    folder: entry.folder,
    extension: "json",
    format: "json",
    create: true,
    slug: `{{fields.${entry.idField}}}`,
    identifier_field: "title",
    fields: fieldsOfSchema(entry.schema),
  }));
  const groups = [...new Set(contentFiles.map((entry) => entry.group))].map(
    (group) => ({
      name: entryName(group.toLowerCase()),
      label: group,
      delete: false,
      files: contentFiles
        .filter((entry) => entry.group === group)
        .map((entry) => ({
          name: entryName(entry.file),
          label: entry.label,
          file: entry.file,
          description: entry.hint,
          fields: fieldsOfSchema(entry.schema),
        })),
    }),
  );
  return inEditorWords<CmsCollection[]>([articles, ...folders, ...groups]);
}

export function cmsConfig(backend: Backend, editorOrigin = location.origin) {
  // "View live": the site's home page, under `npm run cms` on the site's dev server.
  const home = import.meta.env?.DEV ? "http://127.0.0.1:5173/home" : "/home";
  return {
    load_config_file: false,
    backend: {
      ...backend,
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (from /admin)",
        update: "Update {{collection}} “{{slug}}” (from /admin)",
        delete: "Delete {{collection}} “{{slug}}” (from /admin)",
        uploadMedia: "Upload “{{path}}” (from /admin)",
        deleteMedia: "Delete “{{path}}” (from /admin)",
      },
    },
    // `npm run cms`: the files on disk, through decap-server on the editor's own origin.
    local_backend: { url: `${editorOrigin}${LOCAL_BACKEND_PATH}` },
    // Online, each change is a draft (a pull request) until someone publishes it.
    publish_mode: "editorial_workflow",
    media_folder: `public${UPLOADS_PATH}`,
    public_folder: UPLOADS_PATH,
    locale: "en",
    site_url: home,
    display_url: home,
    logo_url: "/favicon.svg",
    search: true,
    collections: cmsCollections(),
  };
}
