import type { Server } from "node:http";
import type { Socket } from "node:net";

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

/**
 * At `max` connections a newcomer replaces the oldest with no request in progress; only when all
 * are busy is it refused, with a 503 (decision 096).
 */
export function limitConnections(server: Server, max: number) {
  // Oldest first.
  const held = new Set<Socket>();
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
        refuse(socket);
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

function refuse(socket: Socket) {
  socket.on("error", () => socket.destroy());
  socket.on("end", () => socket.destroy());
  socket.resume();
  socket.end(BUSY_ANSWER);
  setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
}
