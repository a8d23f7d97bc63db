/** The components an article may use: the one allow-list (components/blog/article-components.tsx). */
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
