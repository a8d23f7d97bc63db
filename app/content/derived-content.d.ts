// Modules the build makes from the content (scripts/content-reading.ts, vite-plugin-articles.ts).
// An ambient module cannot import a relative path, so the types are referenced inline.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module "virtual:article-index" {
  export const articles: readonly import("./blog/article-index").ArticleSummary[];
}

declare module "virtual:legal-titles" {
  export const legalTitles: Record<import("./site-map").LegalSlug, string>;
}

declare module "virtual:pages" {
  export const pages: Record<import("./site-map").PageKey, unknown>;
}
