import type { Config } from "@react-router/dev/config";

import { loadArticleIndex } from "./app/content/blog/article-files.server";
import { prerenderPathsFor } from "./app/content/site-pages";

export default {
  appDirectory: "app",
  // Tests build a second copy with an analytics id into another folder (see package.json).
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || "build",
  // Static site: every route is rendered to HTML at build time; there is no server runtime.
  ssr: false,
  // Read at build time: the article index decides which article pages exist (one .mdx file each).
  prerender: () => prerenderPathsFor(loadArticleIndex()),
} satisfies Config;
