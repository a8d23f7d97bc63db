import path from "node:path";

import { startSiteServer } from "../../server/serve.mjs";

/**
 * Serves the production build exactly as `npm start` does, on a free loopback port, and beside it
 * the copy built with a test Google Analytics id (`npm run build:analytics-fixture`).
 */
export default async function globalSetup() {
  const site = await startSiteServer({ port: 0 });
  const withAnalytics = await startSiteServer({
    port: 0,
    root: path.resolve("build/analytics-fixture/client"),
  });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_ANALYTICS_BASE_URL = withAnalytics.url;
  return async () => {
    await site.close();
    await withAnalytics.close();
  };
}
