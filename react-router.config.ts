import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/site-map";

export default {
  appDirectory: "app",
  // Tests build a second copy with an analytics id into another folder (see package.json).
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || "build",
  // Static site: every route is rendered to HTML at build time; there is no server runtime.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
