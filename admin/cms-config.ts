import { z } from "zod";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import {
  contentFiles,
  contentFolders,
  contentGroups,
} from "../app/content/content-files.ts";
import { UPLOADS_PATH } from "../app/content/uploads.ts";
import { editorComponents } from "./editor-components.ts";
import { editorWords } from "./editor-words.ts";
import { LOCAL_BACKEND_PATH } from "./local-backend.ts";
import { type CmsField, fieldsOfSchema } from "./schema-fields.ts";

/**
 * The whole configuration of the editor at /admin (Decap CMS), made from the content registry
 * and its schemas: one form per content file, one collection per folder, and the articles. The
 * only hand-set part is where the content lives in production, `admin/backend.json`
 * (decision 086).
 */

/** Where the content is kept in production: the README's "Editing the site" says how to set it. */
export const backendSchema = z.strictObject({
  name: z.enum(["github", "gitlab", "gitea", "git-gateway"]),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, "owner/name of the repository"),
  branch: z.string().min(1),
  /**
   * GitHub: the address of the small OAuth service that signs editors in. A self-hosted GitLab
   * or Gitea: its address.
   */
  base_url: z.url().optional(),
  auth_endpoint: z.string().optional(),
  /** GitLab and Gitea: sign in with PKCE, no server needed; the OAuth application's id. */
  auth_type: z.literal("pkce").optional(),
  app_id: z.string().optional(),
  /** A self-hosted GitLab or Gitea: its API's address. */
  api_root: z.url().optional(),
});
export type Backend = z.infer<typeof backendSchema>;

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: {
    name: string;
    label: string;
    file: string;
    description?: string;
    fields: CmsField[];
  }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  editor?: { preview: boolean };
  fields?: CmsField[];
}

/** The collection names a preview template is registered under. */
export const ARTICLES = "articles";

/** "content/case-studies" → "case-studies"; "content/clients.json" → "clients". */
export const entryName = (file: string) =>
  file
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replace(/[^a-z0-9]+/g, "-");

/** The article form: its front matter from the article schema, then the body. */
function articleFields(): CmsField[] {
  return [
    ...fieldsOfSchema(articleFrontMatterSchema),
    {
      name: "body",
      label: "Article",
      widget: "markdown",
      // What an article renders (app/content/blog/article-guard.ts, article-prose.css): headings
      // 2 to 4 under the page's title, lists, links, quotes, bold and italic, and the article
      // blocks; not Decap's image or code block, nor strikethrough or code, which no style draws.
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
  ];
}

/** A field with its label, hint, messages and options' labels in the editor's words. */
function inEditorWords(field: CmsField): CmsField {
  const words = (text: string | undefined) =>
    text === undefined ? undefined : editorWords(text);
  return {
    ...field,
    label: editorWords(field.label),
    ...(field.hint !== undefined && { hint: words(field.hint) }),
    ...(field.label_singular !== undefined && {
      label_singular: words(field.label_singular),
    }),
    ...(field.pattern && {
      pattern: [field.pattern[0], editorWords(field.pattern[1])],
    }),
    ...(field.options && {
      options: field.options.map((option) =>
        typeof option === "object"
          ? { ...option, label: editorWords(option.label) }
          : option,
      ),
    }),
    ...(field.fields && { fields: field.fields.map(inEditorWords) }),
    ...(field.field && { field: inEditorWords(field.field) }),
  };
}

function cmsCollections(): CmsCollection[] {
  const articles: CmsCollection = {
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
    fields: articleFields(),
  };
  const folders = contentFolders.map((entry): CmsCollection => ({
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
  const groups = contentGroups
    .map((group): CmsCollection => {
      const files = contentFiles.filter((entry) => entry.group === group);
      return {
        name: entryName(group.toLowerCase()),
        label: group,
        delete: false,
        files: files.map((entry) => ({
          name: entryName(entry.file),
          label: entry.label,
          file: entry.file,
          description: entry.hint,
          fields: fieldsOfSchema(entry.schema),
        })),
      };
    })
    .filter((collection) => (collection.files ?? []).length > 0);
  return [articles, ...folders, ...groups].map((collection) => ({
    ...collection,
    ...(collection.description !== undefined && {
      description: editorWords(collection.description),
    }),
    ...(collection.fields && {
      fields: collection.fields.map(inEditorWords),
    }),
    ...(collection.files && {
      files: collection.files.map((file) => ({
        ...file,
        ...(file.description !== undefined && {
          description: editorWords(file.description),
        }),
        fields: file.fields.map(inEditorWords),
      })),
    }),
  }));
}

export function cmsConfig(backend: Backend, editorOrigin = location.origin) {
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
    // On a computer running `npm run cms`, edit the files on disk through decap-server, on the
    // editor's own origin (Decap needs an absolute address).
    local_backend: { url: `${editorOrigin}${LOCAL_BACKEND_PATH}` },
    // Online, each change is a draft (a pull request) until someone publishes it.
    publish_mode: "editorial_workflow",
    // Every picture field names its own folder under this one (schema-fields.ts).
    media_folder: `public${UPLOADS_PATH}`,
    public_folder: UPLOADS_PATH,
    locale: "en",
    // "View live" and the header's link: the site's home page, in `npm run cms` on the site's dev
    // server (the editor's own server has no pages).
    site_url: import.meta.env?.DEV ? "http://127.0.0.1:5173/home" : "/home",
    display_url: import.meta.env?.DEV ? "http://127.0.0.1:5173/home" : "/home",
    logo_url: "/favicon.svg",
    search: true,
    collections: cmsCollections(),
  };
}
