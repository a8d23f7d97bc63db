import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import type { RequestListener, Server, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";

import {
  ALLOWED_METHODS,
  defaultHeaders,
  extensionOf,
  headersForPath,
  HOSTING_FACTS_FILE,
  MAX_URL_LENGTH,
  missingPathResponse,
  isTwin,
  redirectFor,
  type HostingFacts,
} from "./hosting-rules.ts";
import { projectRoot } from "../scripts/project-root.ts";
import { indexBuild, sendBuildFile } from "./static-files.ts";

export const CLIENT_BUILD_DIR = path.join(projectRoot, "build", "client");

/** Slow clients shed (decision 096). */
export const REQUEST_DEADLINES = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 65_000,
  // requestRefusal answers a missing Host with the headers; Node's own check answers bare.
  requireHostHeader: false,
} as const;

/** Each may hold a build file open too: 2 × 400 descriptors stay under a 1,024-file limit. */
export const MAX_CONNECTIONS = 400;
/** Refused connections linger to read their 503; past this many, Node drops newcomers. */
const MAX_REFUSING = 100;
/** nginx's send_timeout. */
const SEND_TIMEOUT = 60_000;

const PARSER_REFUSALS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** An error in its status's words, a redirect with no body. */
function answer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
) {
  const body = status >= 400 ? `${STATUS_CODES[status]}\n` : "";
  res.writeHead(status, {
    ...(body ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    ...headers,
  });
  res.end(body);
}

/** The build and hosting rules as a Node HTTP server; resolves with its URL once listening. */
export async function startSiteServer({
  port = 4173,
  host = "127.0.0.1",
  root = CLIENT_BUILD_DIR,
}: { port?: number; host?: string; root?: string } = {}) {
  const factsFile = path.join(root, "..", HOSTING_FACTS_FILE);
  if (!existsSync(factsFile))
    throw new Error(
      `No production build in ${root}: run \`npm run build\` (or \`npm start\`) first.`,
    );
  const facts: HostingFacts = JSON.parse(readFileSync(factsFile, "utf8"));
  const common = defaultHeaders(facts);
  // Only the files of the build as it was at start are ever served.
  const files = indexBuild(root);
  const pageFiles = new Map(facts.pages.map((p) => [p.path, `/${p.file}`]));

  // A page's file only at its URL (elsewhere its scripts meet another policy), a twin never.
  const fileFor = (pathname: string) =>
    pageFiles.get(pathname) ??
    (extensionOf(pathname) !== "html" &&
    !isTwin(pathname) &&
    files.has(pathname)
      ? pathname
      : undefined);

  const handle: RequestListener = (req, res) => {
    res.setHeaders(new Map(Object.entries(common)));
    const refusal = requestRefusal(req);
    if (refusal) return answer(res, refusal);
    if (!ALLOWED_METHODS.includes(req.method ?? ""))
      return answer(res, 405, { Allow: ALLOWED_METHODS.join(", ") });
    const rawUrl = req.url ?? "";
    if (rawUrl.length > MAX_URL_LENGTH) return answer(res, 414);
    const target = readRequestTarget(rawUrl);
    if (!target) return answer(res, 400);
    const redirect = redirectFor(target.rawPath, target.search);
    if (redirect)
      return answer(res, redirect.status, { Location: redirect.location });
    res.setHeaders(new Map(Object.entries(headersForPath(target.path, facts))));
    const file = fileFor(target.path);
    if (file) return sendBuildFile(req, res, files, file);
    const missing = missingPathResponse(target.path);
    // A missing file is never cached, whatever its path would have been given.
    res.setHeader("Cache-Control", "no-cache");
    if (missing.status === 404) answer(res, 404);
    else answer(res, missing.status, { Location: missing.location });
  };

  const server = createServer(REQUEST_DEADLINES, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) answer(res, 500);
      else res.destroy();
    }
  });
  /** For what never reaches handle(). */
  const rawAnswer = (status: number, headers: Record<string, string> = {}) =>
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries({ ...common, ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "Content-Length: 0",
      "Connection: close",
      "\r\n",
    ].join("\r\n");
  // Node hands CONNECT here, not to handle(); this is no proxy.
  server.on("connect", (_req, socket) => {
    socket.end(rawAnswer(405, { Allow: ALLOWED_METHODS.join(", ") }));
  });
  // A request Node's parser refuses: its status as Node would give it, but not bare.
  server.on("clientError", (error, socket: Socket) => {
    const { code } = error as NodeJS.ErrnoException;
    if (socket.writable && socket.bytesWritten === 0 && code !== "ECONNRESET")
      socket.write(rawAnswer(PARSER_REFUSALS[code ?? ""] ?? 400));
    socket.destroy();
  });
  server.setTimeout(SEND_TIMEOUT);
  limitConnections(server, MAX_CONNECTIONS);
  server.maxConnections = MAX_CONNECTIONS + MAX_REFUSING;
  await once(server.listen(port, host), "listening");
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`,
    close: async () => {
      const closed = once(server.close(), "close");
      server.closeAllConnections();
      await closed;
    },
  };
}

const BUSY_TEXT = "The server is busy: please try again in a few seconds.\n";

/** The whole answer of a connection past the limit: it never reaches the HTTP parser. */
const BUSY_ANSWER = [
  "HTTP/1.1 503 Service Unavailable",
  "Content-Type: text/plain; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(BUSY_TEXT)}`,
  "Retry-After: 5",
  "Cache-Control: no-store",
  "X-Content-Type-Options: nosniff",
  "Connection: close",
  "",
  BUSY_TEXT,
].join("\r\n");

/** Closing while the request still arrives resets it, which can destroy the 503 unread. */
const REFUSAL_LINGER_MS = 2_000;

/** At `max`, a newcomer replaces the oldest idle connection; all busy, it gets a 503 (096). */
export function limitConnections(server: Server, max: number) {
  const held = new Set<Socket>(); // oldest first
  const requestsInProgress = new WeakMap<Socket, number>();

  // http.Server's own 'connection' listener hands a socket to its parser: the gate runs instead.
  const [parse, ...others] = server.listeners("connection");
  if (!parse || others.length > 0)
    throw new Error("limitConnections needs a fresh http.Server");
  server.removeListener("connection", parse);

  server.on("connection", (socket: Socket) => {
    if (held.size >= max) {
      const idle = [...held].find((other) => !requestsInProgress.has(other));
      if (!idle) {
        socket.on("error", () => socket.destroy());
        socket.on("end", () => socket.destroy());
        socket.resume();
        socket.end(BUSY_ANSWER);
        setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
        return;
      }
      held.delete(idle);
      idle.destroy();
    }
    held.add(socket);
    socket.once("close", () => {
      held.delete(socket);
      requestsInProgress.delete(socket);
    });
    parse.call(server, socket);
  });

  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    requestsInProgress.set(socket, (requestsInProgress.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (requestsInProgress.get(socket) ?? 1) - 1;
      if (left > 0) requestsInProgress.set(socket, left);
      else requestsInProgress.delete(socket);
    });
  });
}

/** A browser sends printable ASCII only. */
const RAW_TARGET = /^[\x21-\x7e]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;

/** Null refuses: dot segments, control characters, backslashes and bad escapes reach no file. */
export function readRequestTarget(rawUrl: string) {
  if (!RAW_TARGET.test(rawUrl)) return null;
  let target = rawUrl;
  // Absolute form ("GET http://host/path"), which HTTP/1.1 servers must accept.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (!target.startsWith("/")) return null;
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search =
    queryAt === -1 || target[queryAt] === "#"
      ? ""
      : target.slice(queryAt).replace(/#.*$/, "");
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (CONTROL.test(path) || path.includes("\\")) return null;
  if (path.split("/").some((segment) => segment === "." || segment === ".."))
    return null;
  return { rawPath, path, search };
}

/** Refused before the target is read, as nginx would (Node's parser lets "HTTP/2.0" through). */
export function requestRefusal({
  httpVersionMajor,
  httpVersionMinor,
  headersDistinct,
}: {
  httpVersionMajor: number;
  httpVersionMinor: number;
  headersDistinct: Record<string, string[] | undefined>;
}) {
  if (httpVersionMajor !== 1) return 505;
  const { host: hosts } = headersDistinct;
  // HTTP/1.1 requires a Host (RFC 9112); HTTP/1.0 has none to send.
  if (hosts === undefined) return httpVersionMinor > 0 ? 400 : null;
  // As nginx: exactly one, naming something, with no "/" and no "..".
  const [host = ""] = hosts;
  const name = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1)
    : host.replace(/:.*/, "");
  const valid = !/[/\0]|\.\./.test(host) && name.replace(/\.$/, "") !== "";
  return hosts.length === 1 && valid ? null : 400;
}

if (import.meta.main) {
  try {
    const { url, close } = await startSiteServer({
      port: process.env.PORT ? Number(process.env.PORT) : undefined,
      host: process.env.HOST || undefined,
      root: process.env.SITE_BUILD_DIR || undefined,
    });
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
  } catch (error) {
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  }
}
