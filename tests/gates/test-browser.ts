import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "playwright";
import { afterAll, beforeAll, beforeEach } from "vitest";

import { CHROMIUM_ARGS, findTestBrowser } from "../chromium.mjs";

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixtures",
);

/** The system Chromium, as the end-to-end tests drive it. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findTestBrowser();
  if (!executablePath) throw new Error("No Chromium for the gate tests");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Serves tests/gates/fixtures on a free loopback port: each file as it is, anything else 404, so
 * the gates meet real responses and real failures.
 */
async function serveFixtures() {
  const server = createServer((request, response) => {
    const name = path.basename(
      new URL(request.url ?? "/", "http://x").pathname,
    );
    readFile(path.join(FIXTURES, name)).then(
      (body) => {
        response.writeHead(200, {
          "content-type": name.endsWith(".html")
            ? "text/html; charset=utf-8"
            : "application/octet-stream",
        });
        response.end(body);
      },
      () => {
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("Not found");
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file: string) => `http://127.0.0.1:${port}/${file}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/**
 * The Vitest hooks of a gate's test file: one Chromium and one fixture server for the file, a
 * fresh context for each test. Read `page` and `fixtures` inside the tests.
 */
export function useGateBrowser(contextOptions: BrowserContextOptions = {}) {
  const gate = {} as {
    browser: Browser;
    fixtures: Awaited<ReturnType<typeof serveFixtures>>;
    page: Page;
  };
  beforeAll(async () => {
    [gate.browser, gate.fixtures] = await Promise.all([
      launchChromium(),
      serveFixtures(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await gate.browser?.close();
    await gate.fixtures?.close();
  });
  beforeEach(async () => {
    const context = await gate.browser.newContext(contextOptions);
    gate.page = await context.newPage();
    return () => context.close();
  });
  return gate;
}
