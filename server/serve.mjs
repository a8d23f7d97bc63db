// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  ALLOWED_METHODS,
  defaultHeaders,
  extensionOf,
  headersForPath,
  HOSTING_FACTS_FILE,
  MAX_URL_LENGTH,
  missingPathResponse,
  redirectFor,
} from "./hosting-rules.mjs";
import { projectRoot } from "../scripts/project-root.mjs";
import { limitConnections } from "./connection-limit.mjs";
import { readRequestTarget, requestRefusal } from "./request-target.mjs";
import { indexBuild, sendBuildFile } from "./static-files.mjs";

export const CLIENT_BUILD_DIR = path.join(projectRoot, "build", "client");

/**
 * How long a client may hold a connection before its request is in, for Node's own checks.
 * Node's defaults (60 s for the headers, checked every 30 s) kept a client that never finished
 * its headers for 60 to 90 s.
 */
export const REQUEST_DEADLINES = /** @type {const} */ ({
  // A browser sends its headers in one packet: 10 s allows several lost packets' retransmissions
  // on a poor mobile link.
  headersTimeout: 10_000,
  // Only GET and HEAD are served; a request body is never read, but must arrive in bounded time.
  requestTimeout: 15_000,
  // How often Node looks for requests past those times, so a header-less client goes within 11 s.
  connectionsCheckingInterval: 1_000,
  // A little above the 60 s idle timeout of common proxies and load balancers (nginx's upstream
  // keep-alive, AWS's), so that they, not Node, close an idle connection and never send a request
  // onto one Node is closing. Idle connections are the first let go at the connection limit.
  keepAliveTimeout: 65_000,
  // A missing Host is refused by requestRefusal, with the headers; Node's own check answers bare.
  requireHostHeader: false,
});

/**
 * Open connections held at once. Each may also hold a build file open while it is answered, so
 * 400 (2 × 400 descriptors, plus the refusals below and Node's two dozen of its own) keeps the
 * server well under a 1,024-file limit, and is far more than a static site's visitors keep busy
 * at once: idle and header-less connections make room for new ones (connection-limit.mjs).
 */
export const MAX_CONNECTIONS = 400;

/** Refused connections stay a moment to read their 503; past this many, Node drops newcomers at once. */
const MAX_REFUSING = 100;

/** A response that makes no progress for this long is dropped (nginx's send_timeout). */
const SEND_TIMEOUT = 60_000;

/**
 * What the build wrote beside the client folder for the hosts (scripts/hosting/).
 * @param {string} root the client folder
 * @returns {import("./hosting-rules.mjs").HostingFacts}
 */
function readHostingFacts(root) {
  const file = path.join(root, "..", HOSTING_FACTS_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `No ${HOSTING_FACTS_FILE} beside ${root}: run \`npm run build\` (or \`npm start\`) first.`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} [body]
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, body = "", headers = {}) {
  res.writeHead(status, {
    ...(body ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    ...headers,
  });
  res.end(body);
}

/**
 * The production site as a Node HTTP server: the prerendered build, served with its precompressed
 * brotli/gzip files and the hosting rules (redirects, caching, security headers). Requests that
 * are not a plain GET or HEAD of a clean path get a 4xx before any file is looked up. A page is
 * served at its own URL only, single byte ranges of the plain file are answered (decision 071).
 * @param {{ root?: string }} [options]
 */
export function createSiteServer({ root = CLIENT_BUILD_DIR } = {}) {
  if (!existsSync(path.join(root, "home", "index.html"))) {
    throw new Error(
      `No production build in ${root}: run \`npm run build\` (or \`npm start\`) first.`,
    );
  }
  const facts = readHostingFacts(root);
  const common = defaultHeaders(facts);
  // Indexed once at start: only the files of the build as it was then are ever served.
  const files = indexBuild(root);
  const pageFiles = new Map(facts.pages.map((p) => [p.path, `/${p.file}`]));

  /**
   * The build file a clean request path names, or undefined. A page's file only at the page's
   * URL (under any other its inline scripts would meet another policy); a twin never directly.
   * @param {string} pathname
   */
  function fileFor(pathname) {
    const page = pageFiles.get(pathname);
    if (page) return page;
    if (["html", "br", "gz"].includes(extensionOf(pathname))) return undefined;
    return files.has(pathname) ? pathname : undefined;
  }

  /** @type {import("node:http").RequestListener} */
  function handle(req, res) {
    for (const [name, value] of Object.entries(common))
      res.setHeader(name, value);
    const refusal = requestRefusal(req);
    if (refusal) {
      answer(
        res,
        refusal,
        refusal === 505 ? "HTTP version not supported" : "Bad request",
      );
      return;
    }
    const method = req.method ?? "";
    if (
      !(/** @type {readonly string[]} */ (ALLOWED_METHODS).includes(method))
    ) {
      answer(res, 405, "Method not allowed", {
        Allow: ALLOWED_METHODS.join(", "),
      });
      return;
    }
    const rawUrl = req.url ?? "";
    if (rawUrl.length > MAX_URL_LENGTH) {
      answer(res, 414, "URI too long");
      return;
    }
    const target = readRequestTarget(rawUrl);
    if (!target) {
      answer(res, 400, "Bad request path");
      return;
    }
    const redirect = redirectFor(target.rawPath, target.search);
    if (redirect) {
      answer(res, redirect.status, "", { Location: redirect.location });
      return;
    }
    for (const [name, value] of Object.entries(
      headersForPath(target.path, facts),
    ))
      res.setHeader(name, value);
    const file = fileFor(target.path);
    if (file) {
      sendBuildFile(req, res, files, file);
      return;
    }
    const missing = missingPathResponse(target.path);
    // A missing file is never cached, whatever its path would have been given.
    res.setHeader("Cache-Control", common["Cache-Control"] ?? "no-cache");
    if (missing.status === 404) answer(res, 404, "Not found");
    else answer(res, missing.status, "", { Location: missing.location });
  }

  const server = createServer(REQUEST_DEADLINES, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) answer(res, 500, "Server error");
      else res.destroy();
    }
  });
  /**
   * An answer written on the socket, for what never reaches handle(), with the same headers as
   * every other answer.
   * @param {number} status @param {Record<string, string>} [headers]
   */
  const rawAnswer = (status, headers = {}) =>
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries({ ...common, ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "Content-Length: 0",
      "Connection: close",
      "\r\n",
    ].join("\r\n");
  // Node hands CONNECT to this event instead of the request handler; this is no proxy.
  server.on("connect", (_req, socket) => {
    socket.end(rawAnswer(405, { Allow: ALLOWED_METHODS.join(", ") }));
  });
  // A request Node's parser refuses (a raw control character, too large, too slow): its status
  // as Node would give it, but not bare. Node hands over the connection's own net.Socket.
  server.on(
    "clientError",
    (error, /** @type {import("node:net").Socket} */ socket) => {
      const { code } = /** @type {NodeJS.ErrnoException} */ (error);
      // Written, then the socket destroyed, as Node's own default does: a slow client goes now.
      if (socket.writable && socket.bytesWritten === 0 && code !== "ECONNRESET")
        socket.write(
          rawAnswer(
            code === "HPE_HEADER_OVERFLOW"
              ? 431
              : code === "ERR_HTTP_REQUEST_TIMEOUT"
                ? 408
                : 400,
          ),
        );
      socket.destroy();
    },
  );
  // No maxRequestsPerSocket: past it Node keeps the connection open and answers every further
  // request 503, and a connection here holds nothing that grows with its requests.
  server.setTimeout(SEND_TIMEOUT);
  limitConnections(server, MAX_CONNECTIONS);
  server.maxConnections = MAX_CONNECTIONS + MAX_REFUSING;
  return server;
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
