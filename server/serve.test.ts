import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listenOptionsFromEnv, startSiteServer } from "./serve.mjs";

const PAGE =
  "<!doctype html><title>Home</title>" + "<p>Khanyisa</p>".repeat(200);

const FEED =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>' +
  "<item><title>Post</title></item>".repeat(60) +
  "</channel></rss>";

/** A miniature build: one page and one hashed asset, each with its precompressed twins. */
function makeBuild() {
  const root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  mkdirSync(path.join(root, "home"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "blog"));
  const files = {
    "home/index.html": PAGE,
    "assets/app-3f9a.js": "console.log('hi');".repeat(100),
    "blog/rss.xml": FEED,
  };
  for (const [file, body] of Object.entries(files)) {
    writeFileSync(path.join(root, file), body);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
  }
  return root;
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
    rmSync(root, { recursive: true, force: true });
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
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("refuses to start without a build, saying how to make one", () => {
    expect(() =>
      startSiteServer({ port: 0, root: path.join(root, "nothing-here") }),
    ).toThrow(/No production build in .*npm run build/);
  });

  it("answers 400 to a path that is not valid percent-encoding", async () => {
    expect((await get("/%E0%A4%A")).status).toBe(400);
  });
});

describe("listenOptionsFromEnv", () => {
  it("defaults to 127.0.0.1:4173 and takes PORT and HOST", () => {
    expect(listenOptionsFromEnv({})).toEqual({
      port: 4173,
      host: "127.0.0.1",
      root: undefined,
    });
    expect(
      listenOptionsFromEnv({
        PORT: "8080",
        HOST: "0.0.0.0",
        SITE_BUILD_DIR: "/srv",
      }),
    ).toEqual({ port: 8080, host: "0.0.0.0", root: "/srv" });
  });

  it("rejects a port that is not one", () => {
    expect(() => listenOptionsFromEnv({ PORT: "eighty" })).toThrow(
      /PORT must be a whole number/,
    );
  });
});

describe("serve.mjs run from the command line", () => {
  it("logs its URL and exits cleanly on Ctrl-C", async () => {
    const root = makeBuild();
    const script = fileURLToPath(new URL("./serve.mjs", import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: "0", SITE_BUILD_DIR: root },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
        if (match) resolve(match[0]);
      });
      child.once("exit", (code) =>
        reject(new Error(`exited early (${code}): ${output}`)),
      );
    });
    expect((await fetch(`${url}/`, { redirect: "manual" })).status).toBe(301);
    const exitCode = new Promise((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    child.kill("SIGINT");
    expect(await exitCode).toBe(0);
    rmSync(root, { recursive: true, force: true });
  });
});
