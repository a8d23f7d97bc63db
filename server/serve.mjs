// @ts-check
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import {
  cacheControlFor,
  missingPathResponse,
  redirectFor,
} from "./hosting-rules.mjs";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
export const CLIENT_BUILD_DIR = path.join(projectRoot, "build", "client");

/**
 * The production site as a Node HTTP server: the prerendered build, served with its precompressed
 * brotli/gzip files, the hosting redirects and cache headers.
 * @param {{ root?: string }} [options]
 */
export function createSiteServer({ root = CLIENT_BUILD_DIR } = {}) {
  if (!existsSync(path.join(root, "home", "index.html"))) {
    throw new Error(
      `No production build in ${root}: run \`npm run build\` (or \`npm start\`) first.`,
    );
  }
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res
        .writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Bad request path");
      return;
    }
    const redirect = redirectFor(pathname, url.search);
    if (redirect) {
      res
        .writeHead(redirect.status, {
          Location: redirect.location,
          "Cache-Control": "no-cache",
        })
        .end();
      return;
    }
    serveStatic(req, res, () => {
      const missing = missingPathResponse(pathname);
      if (missing.status === 404) {
        res
          .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
          .end("Not found");
      } else {
        res
          .writeHead(missing.status, {
            Location: missing.location,
            "Cache-Control": "no-cache",
          })
          .end();
      }
    });
  });
}

/**
 * Starts the server and resolves with its URL once it listens.
 * @param {{ port?: number, host?: string, root?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startSiteServer({
  port = 4173,
  host = "127.0.0.1",
  root,
} = {}) {
  const server = createSiteServer({ root });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort =
        typeof address === "object" && address ? address.port : port;
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Reads PORT, HOST and SITE_BUILD_DIR (another build folder to serve), with a clear message for a bad port. */
export function listenOptionsFromEnv(env = process.env) {
  const port =
    env.PORT === undefined || env.PORT === "" ? 4173 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `PORT must be a whole number from 0 to 65535; got "${env.PORT}".`,
    );
  }
  return {
    port,
    host: env.HOST || "127.0.0.1",
    root: env.SITE_BUILD_DIR || undefined,
  };
}

/** Serves until Ctrl-C or SIGTERM, then closes open connections and exits cleanly. */
export async function serveUntilStopped() {
  const { url, close } = await startSiteServer(listenOptionsFromEnv());
  console.log(
    `Khanyisa Digital site: serving the production build on ${url}  (Ctrl-C to stop)`,
  );
  const stop = async () => {
    console.log("\nStopping the server.");
    await close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  serveUntilStopped().catch((error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
}
