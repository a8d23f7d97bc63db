// @ts-check

const BUSY_TEXT = "The server is busy: please try again in a few seconds.\n";

/**
 * What a connection past the limit reads, written on the socket before any request is read: the
 * connection never reaches the HTTP parser, so this is the whole answer.
 */
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

/**
 * How long a refused connection may stay to read its 503: closing a socket while the client's
 * request is still arriving resets it, and a reset can destroy the answer before it is read.
 */
const REFUSAL_LINGER_MS = 2_000;

/**
 * Holds an HTTP server to `max` open connections without letting slow clients lock visitors out.
 * At the limit a new connection takes the place of the oldest one that has no request in progress
 * (a client still sending its headers, or idle between keep-alive requests), which is closed; only
 * when every held connection is busy answering a request is the newcomer refused, with a 503.
 * @param {import("node:http").Server} server
 * @param {number} max
 */
export function limitConnections(server, max) {
  /** Held connections, oldest first (a Set keeps the order they were added in). @type {Set<import("node:net").Socket>} */
  const held = new Set();
  /** Requests in progress on each held connection. @type {WeakMap<import("node:net").Socket, number>} */
  const inProgress = new WeakMap();

  function oldestIdle() {
    for (const socket of held) if (!inProgress.has(socket)) return socket;
    return undefined;
  }

  // http.Server hands each connection to its parser in one 'connection' listener of its own: the
  // gate runs in its place and passes on only the connections it holds.
  const [parse, ...others] = server.listeners("connection");
  if (!parse || others.length > 0)
    throw new Error("limitConnections needs a fresh http.Server");
  server.removeListener("connection", parse);

  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    if (held.size >= max) {
      const idle = oldestIdle();
      if (!idle) {
        refuse(socket);
        return;
      }
      held.delete(idle);
      idle.destroy();
    }
    held.add(socket);
    socket.once("close", () => {
      held.delete(socket);
      inProgress.delete(socket);
    });
    parse.call(server, socket);
  });

  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (inProgress.get(socket) ?? 1) - 1;
      if (left > 0) inProgress.set(socket, left);
      else inProgress.delete(socket);
    });
  });
}

/** @param {import("node:net").Socket} socket */
function refuse(socket) {
  socket.on("error", () => socket.destroy());
  // Read and drop whatever the client sends, so closing after it has read the answer is clean.
  socket.on("end", () => socket.destroy());
  socket.resume();
  socket.end(BUSY_ANSWER);
  setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
}
