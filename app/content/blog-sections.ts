import file from "../../content/blog.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import type { BlogFile } from "./blog.schema";

const blog = file as BlogFile;

export const { featured: featuredSection, callouts: calloutTitles } = blog;

export const archiveSection = {
  ...blog.archive,
  count: (count: number) =>
    fillTokens(count === 1 ? blog.archive.countOne : blog.archive.countOther, {
      count,
    }),
};

export const articleWords = {
  ...blog.article,
  readTime: (minutes: number) => fillTokens(blog.article.readTime, { minutes }),
};
