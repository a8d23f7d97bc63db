import { createServer } from "node:net";

import { describe, expect, it } from "vitest";

import { linksToItself, watchPageProblems } from "./page-problems";
import { useGateBrowser } from "./test-browser";

/** A loopback port nothing listens on: taken from the system, then released. */
async function unusedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("No port");
  return address.port;
}

describe("console and network gate", { timeout: 60_000 }, () => {
  const gate = useGateBrowser();

  it("reports a console error and a 404", async () => {
    const watch = watchPageProblems(gate.page);
    await gate.page.goto(gate.fixtures.url("problems-broken.html"), {
      waitUntil: "networkidle",
    });
    const missing = gate.fixtures.url("missing-image.png");
    expect(watch.problems).toHaveLength(3);
    expect(watch.problems).toEqual(
      expect.arrayContaining([
        `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${missing}:0)`,
        expect.stringMatching(
          /^console error: Something went wrong on purpose \(http:.*\/problems-broken\.html:\d+\)$/,
        ),
        `HTTP 404: GET ${missing}`,
      ]),
    );
  });

  it("reports an uncaught exception and a request that could not connect", async () => {
    const watch = watchPageProblems(gate.page);
    const port = await unusedPort();
    await gate.page.goto(
      `${gate.fixtures.url("problems-uncaught.html")}#${port}`,
      {
        waitUntil: "networkidle",
      },
    );
    await expect.poll(() => watch.problems).toHaveLength(3);
    expect(watch.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^console error: Failed to load resource: net::ERR_CONNECTION_REFUSED/,
        ),
        "uncaught: Uncaught on purpose",
        expect.stringMatching(
          new RegExp(
            `^request failed: GET http://127\\.0\\.0\\.1:${port}/nothing-listens-here \\(net::ERR_CONNECTION_REFUSED\\)$`,
          ),
        ),
      ]),
    );
  });

  it("leaves out the failures a test expects", async () => {
    const watch = watchPageProblems(gate.page, {
      expectedFailure: (request) =>
        request.url().endsWith("/missing-image.png"),
    });
    await gate.page.goto(gate.fixtures.url("problems-broken.html"), {
      waitUntil: "networkidle",
    });
    expect(watch.problems).toEqual([
      expect.stringMatching(/^console error: Something went wrong on purpose/),
    ]);
  });

  it("passes a gate.page that logs only information and whose requests all succeed", async () => {
    const watch = watchPageProblems(gate.page);
    await gate.page.goto(gate.fixtures.url("problems-good.html"), {
      waitUntil: "networkidle",
    });
    await expect
      .poll(() => gate.page.locator("#status").textContent())
      .toBe("Loaded");
    expect(watch.problems).toEqual([]);
  });

  it("stops watching when asked", async () => {
    const watch = watchPageProblems(gate.page);
    watch.stop();
    await gate.page.goto(gate.fixtures.url("problems-broken.html"), {
      waitUntil: "networkidle",
    });
    expect(watch.problems).toEqual([]);
  });
});

describe("links to the page itself", { timeout: 60_000 }, () => {
  const gate = useGateBrowser();

  it("finds the links in <main> written with the page's own path, not its in-page anchors, the header's or links elsewhere", async () => {
    await gate.page.goto(gate.fixtures.url("self-links.html"));
    expect(await linksToItself(gate.page)).toEqual([
      "“Explore our services” → /self-links.html",
      "“See the pillars” → self-links.html#pillars",
    ]);
  });
});
