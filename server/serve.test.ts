import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { Agent, get } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { writeHostingFiles } from "../scripts/hosting/write-hosting-files.ts";
import {
  MAX_CONNECTIONS,
  readRequestTarget,
  REQUEST_DEADLINES,
  requestRefusal,
  startSiteServer,
} from "./serve.ts";

const PAGE =
  "<!doctype html><title>Home</title>" + "<p>Khanyisa</p>".repeat(200);

const FEED =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>' +
  "<item><title>Post</title></item>".repeat(60) +
  "</channel></rss>";

const SCRIPT = "console.log('hi');".repeat(100);

/** The fallback page React Router writes at the top of the client folder (decision 002). */
const FALLBACK = "<!doctype html><title>Khanyisa</title><a href=/home>Home</a>";

/** Built a day ago: a date in If-Range is a strong validator only once a second old. */
const BUILT_AT = new Date(Date.now() - 86_400_000);

const SECRET = "a file outside the build";

/**
 * A miniature build: one page, one hashed asset and the feed, each with its precompressed twins,
 * the hosting files the build writes beside them, and a secret file beside the client folder.
 */
function makeBuild() {
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  writeFileSync(path.join(buildDir, "secret.txt"), SECRET);
  const root = path.join(buildDir, "client");
  mkdirSync(root);
  mkdirSync(path.join(root, "home"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "blog"));
  const files = {
    "index.html": FALLBACK,
    "home/index.html": PAGE,
    "assets/app-3f9a.js": SCRIPT,
    "blog/rss.xml": FEED,
    "favicon.ico": "\u0000\u0000\u0001\u0000",
  };
  for (const [file, body] of Object.entries(files)) {
    writeFileSync(path.join(root, file), body);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
    for (const name of [file, `${file}.br`, `${file}.gz`])
      utimesSync(path.join(root, name), BUILT_AT, BUILT_AT);
  }
  writeHostingFiles(buildDir, {
    analytics: false,
    siteUrl: "https://www.example.co.za",
  });
  return root;
}

/** Sends a request exactly as written (fetch would normalise the path) and reads the answer. */
function rawRequest(port: number, request: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    // A server that answers before reading a huge request, then closes, resets the connection
    // (Node 26 does for its parser's 431); the answer has arrived by then.
    socket.on("error", (error) => (text ? socket.destroy() : reject(error)));
    socket.on("close", () =>
      resolve({ status: Number(text.split(" ")[1]), text }),
    );
  });
}

describe("the production server", () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startSiteServer>>;

  beforeAll(async () => {
    root = makeBuild();
    server = await startSiteServer({ port: 0, root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(server.url + pathname, { redirect: "manual", headers });

  it("serves a page as brotli, gzip or plain as the client accepts", async () => {
    const br = await get("/home", { "Accept-Encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(PAGE);

    const gz = await get("/home", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");

    const plain = await get("/home", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it("revalidates pages and caches hashed assets for a year", async () => {
    expect((await get("/home")).headers.get("cache-control")).toBe("no-cache");
    expect(
      (await get("/assets/app-3f9a.js")).headers.get("cache-control"),
    ).toBe("public, max-age=31536000, immutable");
  });

  it("serves the blog feed as XML, compressed and always revalidated", async () => {
    const feed = await get("/blog/rss.xml", { "Accept-Encoding": "br" });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/xml");
    expect(feed.headers.get("content-encoding")).toBe("br");
    expect(feed.headers.get("cache-control")).toBe("no-cache");
    expect(await feed.text()).toBe(FEED);
  });

  it("redirects / and unknown pages to /home, and 404s a missing file", async () => {
    const root = await get("/");
    expect([root.status, root.headers.get("location")]).toEqual([301, "/home"]);
    const unknown = await get("/does/not/exist");
    expect([unknown.status, unknown.headers.get("location")]).toEqual([
      302,
      "/home",
    ]);
    const missing = await get("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends an old site's page home whatever its extension, and 404s a missing asset", async () => {
    for (const page of ["/about.html", "/old-page.php", "/x/index.aspx"]) {
      const response = await get(page);
      expect([response.status, response.headers.get("location")], page).toEqual(
        [302, "/home"],
      );
    }
    for (const asset of [
      "/assets/missing.js",
      "/missing.css",
      "/images/missing.png",
      "/home.data",
    ]) {
      const response = await get(asset);
      expect(response.status, asset).toBe(404);
      expect(response.headers.get("content-type"), asset).not.toMatch(/html/);
    }
    expect((await get("/favicon.ico")).status).toBe(200);
  });

  it("types the files a generic server may not know", async () => {
    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    const missing = await get("/missing.ico");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("refuses to start without a build, saying how to make one", async () => {
    await expect(
      startSiteServer({ port: 0, root: path.join(root, "nothing-here") }),
    ).rejects.toThrow(/No production build in .*npm run build/);
  });

  it("answers 400 to a path that is not valid percent-encoding", async () => {
    expect((await get("/%E0%A4%A")).status).toBe(400);
  });

  it("sends the security headers with pages, assets, redirects and errors", async () => {
    for (const [pathname, status] of [
      ["/home", 200],
      ["/assets/app-3f9a.js", 200],
      ["/", 301],
      ["/no-such-page", 302],
      ["/assets/missing.js", 404],
      ["/%zz", 400],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(status);
      expect(response.headers.get("content-security-policy"), pathname).toMatch(
        /default-src 'none'.*frame-ancestors 'none'/,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toMatch(
        /^max-age=\d+/,
      );
    }
  });

  it("keeps a page's policy on a 304, which replaces the cached headers", async () => {
    const first = await get("/home");
    const etag = first.headers.get("etag") ?? "";
    const again = await get("/home", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
  });

  it("takes the client's refusal of an encoding (q=0) at its word", async () => {
    const gz = await get("/home", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/home", { "Accept-Encoding": "*;q=0" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  describe("answers byte ranges as RFC 9110 says", () => {
    const script = "/assets/app-3f9a.js";
    const size = SCRIPT.length;
    // Every request offers brotli: a range is still cut from the plain file.
    const range = (value: string, headers: Record<string, string> = {}) =>
      get(script, { "Accept-Encoding": "br, gzip", Range: value, ...headers });

    it.each([
      ["bytes=0-9", 0, 9],
      ["bytes=0-0", 0, 0],
      ["bytes=5-", 5, size - 1],
      ["bytes=-5", size - 5, size - 1],
      ["bytes=-99999", 0, size - 1],
      ["bytes=10-99999999999999999999999", 10, size - 1],
      ["BYTES=1-2", 1, 2],
    ])(
      "%s: 206 with bytes %i-%i of the plain file",
      async (value, start, end) => {
        const response = await range(value);
        expect(response.status).toBe(206);
        expect(response.headers.get("content-range")).toBe(
          `bytes ${start}-${end}/${size}`,
        );
        expect(response.headers.get("content-encoding")).toBeNull();
        expect(response.headers.get("content-length")).toBe(
          `${end - start + 1}`,
        );
        expect(await response.text()).toBe(SCRIPT.slice(start, end + 1));
      },
    );

    it.each(["bytes=999999-", `bytes=${size}-`, "bytes=-0"])(
      "%s: 416 with the plain file's length",
      async (value) => {
        const response = await range(value);
        expect(response.status).toBe(416);
        expect(response.headers.get("content-range")).toBe(`bytes */${size}`);
      },
    );

    it.each([
      "bytes=5-1",
      "bytes=9007199254740993-1",
      "bytes=abc",
      "bytes=",
      "bytes=1-2-3",
      "items=0-5",
      "0-5",
      "bytes=0-1, 5-6",
    ])(
      "%s: ignored, the whole file with 200 and nothing logged",
      async (value) => {
        const logged = vi.spyOn(console, "error");
        try {
          const response = await range(value, {
            "Accept-Encoding": "identity",
          });
          expect(response.status).toBe(200);
          expect(response.headers.get("content-range")).toBeNull();
          expect(await response.text()).toBe(SCRIPT);
          expect(logged).not.toHaveBeenCalled();
        } finally {
          logged.mockRestore();
        }
      },
    );

    it("applies the range only while If-Range still names the file", async () => {
      const plain = await get(script, { "Accept-Encoding": "identity" });
      const etag = plain.headers.get("etag") ?? "";
      const lastModified = plain.headers.get("last-modified") ?? "";
      expect(plain.headers.get("accept-ranges")).toBe("bytes");
      expect(etag).toMatch(/^"/);

      for (const current of [etag, lastModified]) {
        const response = await range("bytes=0-9", { "If-Range": current });
        expect(response.status, current).toBe(206);
        expect(await response.text()).toBe(SCRIPT.slice(0, 10));
      }
      for (const stale of [
        '"an-older-build"',
        `W/${etag}`,
        "Tue, 01 Jan 2019 00:00:00 GMT",
        "not a validator",
      ]) {
        const response = await range("bytes=0-9", {
          "If-Range": stale,
          "Accept-Encoding": "identity",
        });
        expect(response.status, stale).toBe(200);
        expect(response.headers.get("content-range"), stale).toBeNull();
        expect(await response.text()).toBe(SCRIPT);
      }
    });

    it("serves a range of a page, under the page's own policy", async () => {
      const page = await get("/home");
      const part = await get("/home", { Range: "bytes=0-14" });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe(PAGE.slice(0, 15));
      expect(part.headers.get("content-security-policy")).toBe(
        page.headers.get("content-security-policy"),
      );
    });
  });

  describe("serves a page at its own URL only", () => {
    it.each(["/home/index", "/home/index.htm", "/index", "/home.html"])(
      "%s: an unknown page, 302 to /home",
      async (pathname) => {
        const response = await get(pathname, { "Accept-Encoding": "br, gzip" });
        expect([response.status, response.headers.get("location")]).toEqual([
          302,
          "/home",
        ]);
      },
    );

    it.each([
      "/home/index.html.br",
      "/home/index.html.gz",
      "/index.html.br",
      "/assets/app-3f9a.js.gz",
      "/assets/app-3f9a.js.br",
      "/blog/rss.xml.br",
      "/favicon.ico.gz",
    ])(
      "%s: a compressed twin is never served as a file, 404",
      async (pathname) => {
        const response = await get(pathname, { "Accept-Encoding": "br, gzip" });
        expect(response.status).toBe(404);
        expect(response.headers.get("content-encoding")).toBeNull();
        expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(response.headers.get("cache-control")).toBe("no-cache");
      },
    );
  });

  describe("refuses bad requests and keeps serving", () => {
    const port = () => Number(new URL(server.url).port);

    it.each([
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2E%2E%2Fsecret.txt",
      "/..%2fsecret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/.%2e/secret.txt",
      "/..%5csecret.txt",
      "/home%00",
      "/secret.txt%00.html",
      "/%0d%0aSet-Cookie:%20a=1/",
      "/%E0%A4%A",
      "/%zz",
      "*",
    ])("GET %s: 400, nothing from outside the build", async (target) => {
      const { status, text } = await rawRequest(
        port(),
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(status).toBe(400);
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/^Set-Cookie/im);
    });

    it("answers 414 to an over-long URL, and the HTTP parser's 431 to a huge one", async () => {
      expect((await get(`/${"a".repeat(3000)}`)).status).toBe(414);
      const huge = await rawRequest(
        port(),
        `GET /${"a".repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(huge.status).toBe(431);
    });

    it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"])(
      "%s: 405 with Allow: GET, HEAD",
      async (method) => {
        const { status, text } = await rawRequest(
          port(),
          `${method} ${method === "CONNECT" ? "x:443" : "/home"} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        expect(status).toBe(405);
        expect(text).toMatch(/^Allow: GET, HEAD\r$/im);
      },
    );

    it("answers HEAD like GET, without a body", async () => {
      const head = await fetch(`${server.url}/home`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    });

    it("still serves pages after all of that", async () => {
      const home = await get("/home");
      expect(home.status).toBe(200);
      expect(await home.text()).toBe(PAGE);
    });
  });
});

const SERVE_SCRIPT = fileURLToPath(new URL("./serve.ts", import.meta.url));

/** Runs serve.ts over `root` as `npm run serve` would, in bash with `shell` run first. */
async function serveInChild(root: string, shell = "") {
  const child = spawn(
    "bash",
    ["-c", `${shell} exec "${process.execPath}" "${SERVE_SCRIPT}"`],
    {
      env: { ...process.env, PORT: "0", SITE_BUILD_DIR: root },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) resolve(match[0]);
    });
    child.once("exit", (code) =>
      reject(new Error(`exited early (${code}): ${output}${stderr}`)),
    );
  });
  return { child, url, stderr: () => stderr };
}

describe("serve.ts run from the command line", () => {
  it("logs its URL and exits cleanly on Ctrl-C", async () => {
    const root = makeBuild();
    const { child, url } = await serveInChild(root);
    expect((await fetch(`${url}/`, { redirect: "manual" })).status).toBe(301);
    const exitCode = new Promise((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    child.kill("SIGINT");
    expect(await exitCode).toBe(0);
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it("serves visitors at once while 1,000 clients never finish their headers, under a 1,024-file limit, and lets those go within the headers' time", async () => {
    const root = makeBuild();
    const { child, url, stderr } = await serveInChild(
      root,
      "ulimit -n 1024 &&",
    );
    const port = Number(new URL(url).port);
    const slow: Array<{ opened: number; closed?: number }> = [];
    const agents: Agent[] = [];
    const visitor = () =>
      agents[agents.push(new Agent({ keepAlive: true })) - 1];
    try {
      for (let i = 0; i < 1000; i++) {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", () => {});
        socket.resume();
        await new Promise((resolve) => socket.once("connect", resolve));
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
        const client: (typeof slow)[number] = { opened: Date.now() };
        socket.once("close", () => (client.closed = Date.now()));
        slow.push(client);
      }
      // At most the limit are held: the others made room for newer ones, oldest first.
      await expect
        .poll(() => slow.filter((client) => !client.closed).length)
        .toBeLessThanOrEqual(MAX_CONNECTIONS);

      // Each visitor on a connection of its own, which stays open after its answer: each takes a
      // slow client's place.
      for (const pathname of ["/home", "/assets/app-3f9a.js", "/blog/rss.xml"])
        for (let visit = 0; visit < 3; visit++) {
          const status = await new Promise((resolve, reject) =>
            get(url + pathname, { agent: visitor(), timeout: 5_000 }, (res) =>
              res.resume().on("end", () => resolve(res.statusCode)),
            )
              .on("timeout", () => reject(new Error(`${pathname} timed out`)))
              .on("error", reject),
          );
          expect(status, pathname).toBe(200);
        }

      const { headersTimeout, connectionsCheckingInterval } = REQUEST_DEADLINES;
      // The deadline as a visitor meets it: Node checks it once a checking interval.
      const bound = headersTimeout + connectionsCheckingInterval;
      expect(bound).toBeLessThanOrEqual(20_000);
      await expect
        .poll(() => slow.every((client) => client.closed), {
          timeout: bound + 5_000,
        })
        .toBe(true);
      const held = slow.map(({ opened, closed = Infinity }) => closed - opened);
      // A busy machine may run Node's check late: two seconds' grace.
      expect(Math.max(...held)).toBeLessThanOrEqual(bound + 2_000);
      expect(child.exitCode).toBeNull();
      expect(stderr()).not.toMatch(/EMFILE/);
    } finally {
      for (const agent of agents) agent.destroy();
      child.kill("SIGTERM");
      rmSync(path.dirname(root), { recursive: true, force: true });
    }
  }, 40_000);
});

describe("readRequestTarget", () => {
  it("splits a clean target into its raw path, decoded path and query", () => {
    expect(readRequestTarget("/blog/a%20b?x=1#top")).toEqual({
      rawPath: "/blog/a%20b",
      path: "/blog/a b",
      search: "?x=1",
    });
    expect(readRequestTarget("/home")).toEqual({
      rawPath: "/home",
      path: "/home",
      search: "",
    });
  });

  it("accepts the absolute form", () => {
    expect(readRequestTarget("http://example.org/home?a")).toEqual({
      rawPath: "/home",
      path: "/home",
      search: "?a",
    });
  });

  it.each([
    "/../etc/passwd",
    "/assets/../../secret",
    "/%2e%2e/secret",
    "/%2E%2e%2fsecret",
    "/..%2fsecret",
    "/.%2e/secret",
    "/./home",
    "/home%00.html",
    "/home%0d%0aSet-Cookie:%20x=1",
    "/..%5csecret",
    "/a\\b",
    "/%E0%A4%A",
    "/%zz",
    "home",
    "*",
    "/caf\u00e9",
    "/a b",
  ])("refuses %s", (target) => {
    expect(readRequestTarget(target)).toBeNull();
  });
});

describe("requestRefusal", () => {
  const http = (minor: number, host?: string[]) => ({
    httpVersionMajor: 1,
    httpVersionMinor: minor,
    headersDistinct: { host },
  });

  it.each([
    [["www.example.co.za"]],
    [["localhost:4173"]],
    [["evil.example:99999"]],
    [["[::1]:80"]],
    [["example.org."]],
    [["evil.example\\x"]],
    [undefined],
  ])("accepts the Host %j, as nginx does", (values) => {
    expect(requestRefusal(http(0, values))).toBeNull();
  });

  it.each([
    [["a.example", "evil.example"]],
    [[""]],
    [[":80"]],
    [["."]],
    [["evil.example/x"]],
    [["a..b"]],
    [["a\u0000b"]],
  ])("refuses the Host %j with 400, as nginx does", (values) => {
    expect(requestRefusal(http(1, values))).toBe(400);
  });

  it("refuses HTTP versions other than 1.x with 505, and a bad or missing Host with 400", () => {
    expect(requestRefusal(http(1, ["localhost"]))).toBeNull();
    expect(
      requestRefusal({ ...http(1, ["localhost"]), httpVersionMajor: 2 }),
    ).toBe(505);
    expect(requestRefusal(http(1, ["a", "b"]))).toBe(400);
    expect(requestRefusal(http(1))).toBe(400);
    expect(requestRefusal(http(0))).toBeNull();
  });
});
