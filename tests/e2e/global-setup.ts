import path from "node:path";

import { startSiteServer } from "../../server/serve.ts";
import { startNginx } from "../nginx.mjs";
import { startSuperstatic } from "../superstatic.mjs";

/**
 * Serves the production build exactly as `npm start` does, on a free loopback port, and beside it
 * the copy built with a test Google Analytics id (`npm run build:analytics-fixture`), and the
 * same production build through nginx with the config the build generated, and through
 * superstatic (Firebase Hosting's emulator) with the firebase.json it generated.
 */
export default async function globalSetup() {
  const site = await startSiteServer({ port: 0 });
  const withAnalytics = await startSiteServer({
    port: 0,
    root: path.resolve("build/analytics-fixture/client"),
  });
  const nginx = await startNginx({ buildDir: path.resolve("build") });
  const firebase = await startSuperstatic({ buildDir: path.resolve("build") });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_ANALYTICS_BASE_URL = withAnalytics.url;
  process.env.E2E_NGINX_BASE_URL = nginx.url;
  process.env.E2E_FIREBASE_BASE_URL = firebase.url;
  return async () => {
    await site.close();
    await withAnalytics.close();
    await nginx.close();
    await firebase.close();
  };
}
