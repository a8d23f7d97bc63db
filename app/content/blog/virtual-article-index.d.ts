/** The article index that `scripts/vite-plugin-articles.ts` builds from the MDX front matter. */
declare module "virtual:article-index" {
  // An ambient module cannot import a relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const articles: readonly import("./article-index").ArticleSummary[];
}
