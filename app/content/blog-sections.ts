import file from "../../content/blog.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import type { BlogFile } from "./blog.schema";

/**
 * The blog's words around its articles, from `content/blog.json` (checked by the build against
 * `blogFileSchema`).
 */
const blog = file as BlogFile;

/** "Featured Articles", the listing's first section. */
export const featuredSection = blog.featured;

/** "All Articles", with the count under its heading. */
export const archiveSection = {
  ...blog.archive,
  count: (count: number) =>
    fillTokens(count === 1 ? blog.archive.countOne : blog.archive.countOther, {
      count,
    }),
};

/** The words of an article's page and card. */
export const articleWords = {
  ...blog.article,
  readTime: (minutes: number) => fillTokens(blog.article.readTime, { minutes }),
};

/** The default title of a callout of each tone. */
export const calloutTitles = blog.callouts;
