import { connect } from "node:net";

/**
 * One HTTP exchange with exact bytes: fetch (and every HTTP client) normalises the target
 * (`/a/../b` becomes `/b`), encodes what it dislikes and refuses odd headers, which are the very
 * requests a hostile-input test must send. One connection per request, read to its close.
 */

export interface RawResponse {
  /** 0 when the answer had no status line (an HTTP/0.9 reply: the bare body). */
  status: number;
  /** Lower-case names; a repeated header keeps every value. */
  headers: Map<string, string[]>;
  body: Buffer;
  /** Nothing came back: the connection closed (or reset) before a byte. */
  empty: boolean;
}

/** Bodies are read as bytes; a chunked one is put back together. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString(), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** @param raw everything the server sent */
function parseResponse(raw: Buffer): RawResponse {
  const headers = new Map<string, string[]>();
  if (!raw.subarray(0, 5).equals(Buffer.from("HTTP/")))
    return { status: 0, headers, body: raw, empty: raw.length === 0 };
  const headEnd = raw.indexOf("\r\n\r\n");
  const head = raw
    .subarray(0, headEnd === -1 ? raw.length : headEnd)
    .toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [
      ...(headers.get(name) ?? []),
      line.slice(colon + 1).trim(),
    ]);
  }
  const rest = headEnd === -1 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  const chunked = /chunked/i.test(headers.get("transfer-encoding")?.[0] ?? "");
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: chunked ? dechunk(rest) : rest,
    empty: false,
  };
}

/**
 * Sends `request` as written to `host:port` and parses what comes back. A server may answer a
 * huge request before reading it all, then reset the connection: what arrived still counts.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { host = "127.0.0.1", timeoutMs = 10_000 } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a server may drop a half-closed connection before it answers; every
    // request asks for `Connection: close`, so the server closes once it has answered.
    const socket = connect(port, host, () => socket.write(request));
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) =>
      chunks.length > 0 ? socket.destroy() : reject(error),
    );
    socket.on("close", () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}
