/**
 * The components an article may use, by name: the one allow-list. The build rejects any other
 * component, raw HTML element, import or script in an article, and the React map in
 * `app/components/blog/article-components.tsx` must provide exactly these (TypeScript checks it).
 */
export const articleComponentNames = [
  "CallToAction",
  "Callout",
  "Figure",
  "Stat",
  "StatGrid",
] as const;

export type ArticleComponentName = (typeof articleComponentNames)[number];

/** Every article ends with this block, so every article closes with an invitation to act. */
export const closingComponentName: ArticleComponentName = "CallToAction";
