import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/site-map";

export default {
  appDirectory: "app",
  // Static site: every route is rendered to HTML at build time; there is no server runtime.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
