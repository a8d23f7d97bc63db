// @ts-check
/**
 * Runs superstatic, the server behind Firebase's hosting emulator, on loopback over a build with
 * the `hosting` section of the firebase.json the build generated: what Firebase Hosting would do
 * with it, checked by the same end-to-end tests as `npm start` and nginx, with no network.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { server as superstatic, RE2mode } from "superstatic";

/**
 * Starts superstatic over `<buildDir>/client` with `<buildDir>/firebase.json`, compressing as
 * Firebase Hosting does.
 * @param {{ buildDir: string, port?: number }} options a port of its own, or a free one
 *   (a release served in place of another keeps its port, as a Firebase deploy keeps the site)
 * @returns {Promise<{ url: string, re2: boolean, close: () => Promise<void> }>}
 */
export async function startSuperstatic({ buildDir, port = 0 }) {
  const { hosting } = JSON.parse(
    readFileSync(path.join(buildDir, "firebase.json"), "utf8"),
  );
  const app = superstatic({
    cwd: buildDir,
    config: hosting,
    compression: true,
    port,
    hostname: "127.0.0.1",
  });
  /** @type {import("node:http").Server} */
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(() => resolve(listening));
    listening.once("error", reject);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    // Firebase reads `regex` rewrites as RE2; superstatic does too when re2 built (optional).
    re2: RE2mode(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
