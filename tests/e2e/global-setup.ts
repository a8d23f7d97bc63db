import { startSiteServer } from "../../server/serve.mjs";

/** Serves the production build exactly as `npm start` does, on a free loopback port. */
export default async function globalSetup() {
  const server = await startSiteServer({ port: 0 });
  process.env.E2E_BASE_URL = server.url;
  return () => server.close();
}
