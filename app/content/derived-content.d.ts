// Modules the build makes from the content (scripts/content-reading.ts, vite-plugin-articles.ts).
// An ambient module cannot import a relative path, so the types are referenced inline.
declare module "virtual:article-index" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const articles: readonly import("./blog/article-index").ArticleSummary[];
}

declare module "virtual:legal-titles" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const legalTitles: Record<import("./legal/types").LegalSlug, string>;
}

declare module "virtual:pages" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const pages: Record<import("./site-map").PageKey, unknown>;
}
