import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { limitConnections } from "./serve.ts";

/** A connection and everything it has read, with a promise of its closing. */
function open(port: number, send: string) {
  const socket = connect(port, "127.0.0.1");
  const client = { socket, text: "", closed: false };
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (client.text += chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      client.closed = true;
      resolve();
    }),
  );
  const connected = new Promise<void>((resolve) =>
    socket.once("connect", () => {
      socket.write(send);
      resolve();
    }),
  );
  return { client, closed, connected };
}

const HEADERLESS = "GET / HTTP/1.1\r\nHost: x\r\n";
const HOLD = "GET /hold HTTP/1.1\r\nHost: x\r\n\r\n";

describe("limitConnections", () => {
  let server: Server;
  let port: number;
  /** Requests to /hold wait here until the test lets them go. */
  let holding: Array<() => void>;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    holding = [];
    server = createServer((req, res) => {
      if (req.url === "/hold") holding.push(() => res.end("done"));
      else res.end("ok");
    });
    limitConnections(server, 2);
    await new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", resolve),
    );
    port = (server.address() as { port: number }).port;
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const release of holding) release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a connection that the test closes at the end. */
  async function connection(send: string) {
    const opened = open(port, send);
    sockets.push(opened.client.socket);
    await opened.connected;
    return opened;
  }

  async function requestsHeld(count: number) {
    while (holding.length < count)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it("closes the oldest connection without a request to make room for a visitor", async () => {
    const first = await connection(HEADERLESS);
    const second = await connection(HEADERLESS);
    const visitor = await fetch(`http://127.0.0.1:${port}/`, {
      signal: AbortSignal.timeout(5_000),
    });
    expect(await visitor.text()).toBe("ok");
    await first.closed;
    expect(second.client.closed).toBe(false);
  });

  it("lets an idle keep-alive connection go before one busy with a request", async () => {
    const busy = await connection(HOLD);
    await requestsHeld(1);
    const idle = await connection("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => idle.client.text).toMatch(/ok$/);
    const visitor = await fetch(`http://127.0.0.1:${port}/`);
    expect(visitor.status).toBe(200);
    await idle.closed;
    expect(busy.client.closed).toBe(false);
  });

  it("answers a plain 503 with Retry-After when every connection is busy, and serves again once one is free", async () => {
    await connection(HOLD);
    await connection(HOLD);
    await requestsHeld(2);
    const refused = await connection("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await refused.closed;
    expect(refused.client.text).toMatch(
      /^HTTP\/1\.1 503 Service Unavailable\r\n/,
    );
    expect(refused.client.text).toMatch(/^Retry-After: \d+\r$/im);
    expect(refused.client.text).toMatch(/^Connection: close\r$/im);
    expect(refused.client.text).toMatch(/^Content-Type: text\/plain/im);
    const body = refused.client.text.split("\r\n\r\n")[1] ?? "";
    expect(refused.client.text).toContain(
      `Content-Length: ${Buffer.byteLength(body)}\r\n`,
    );
    expect(body).toMatch(/busy/);

    holding.shift()?.();
    const visitor = await fetch(`http://127.0.0.1:${port}/`);
    expect(await visitor.text()).toBe("ok");
  });
});
