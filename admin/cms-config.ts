import { z } from "zod";

import { articleFrontMatterSchema } from "../app/content/blog/article-index.ts";
import {
  contentFiles,
  contentFolders,
  contentGroups,
} from "../app/content/content-files.ts";
import { UPLOADS_PATH } from "../app/content/uploads.ts";
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
      hint: "Write in Markdown: ## for a section heading, - for a list. Add a callout, a figure, figures in a grid or a call to action with the + button (no HTML). Every article must end with a call to action.",
    },
  ];
}

function cmsCollections(): CmsCollection[] {
  const articles: CmsCollection = {
    name: ARTICLES,
    label: "Articles",
    label_singular: "Article",
    description: "The blog. An article’s file is named after its id.",
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
  return [articles, ...folders, ...groups];
}

/** The port `decap-server` (the local backend of `npm run cms`) listens on. */
export const LOCAL_BACKEND_PORT = 8081;

export function cmsConfig(backend: Backend) {
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
    // On a computer running `npm run cms`, edit the files on disk through decap-server.
    local_backend: { url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1` },
    // Online, each change is a draft (a pull request) until someone publishes it.
    publish_mode: "editorial_workflow",
    // Every picture field names its own folder under this one (schema-fields.ts).
    media_folder: `public${UPLOADS_PATH}`,
    public_folder: UPLOADS_PATH,
    locale: "en",
    site_url: "/home",
    display_url: "/home",
    logo_url: "/favicon.svg",
    search: true,
    collections: cmsCollections(),
  };
}
