import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Tests build a second copy with an analytics id into another folder (see package.json).
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || "build",
  // Static site: every route is rendered to HTML at build time; there is no server runtime.
  ssr: false,
  // Read at build time: the article index decides which article pages exist (one .mdx file each).
  // Imported when called, not with this file: React Router reloads its config whenever a module
  // the config imports changes, and these reach every data file under content/.
  prerender: async () => {
    const [{ loadArticleIndex }, { prerenderPathsFor }] = await Promise.all([
      import("./app/content/blog/article-files.server.ts"),
      import("./app/content/site-pages.ts"),
    ]);
    return prerenderPathsFor(loadArticleIndex());
  },
} satisfies Config;
