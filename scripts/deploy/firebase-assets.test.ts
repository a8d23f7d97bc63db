import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { carryFromSite } from "./firebase-assets.ts";

const SITE = "https://www.khanyisa.example";
const at = new Date("2026-11-26T10:00:00.000Z");

/** A build with one asset of its own and the facts firebase.json is written from. */
function buildFolder() {
  const build = mkdtempSync(path.join(tmpdir(), "firebase-assets-"));
  mkdirSync(path.join(build, "client", "assets"), { recursive: true });
  writeFileSync(
    path.join(build, "client", "version.json"),
    JSON.stringify({ version: "v2" }),
  );
  writeFileSync(path.join(build, "client", "assets", "b-2.js"), "v2");
  writeFileSync(
    path.join(build, "hosting-facts.json"),
    JSON.stringify({ analytics: false, pages: [], fallbackScriptHashes: [] }),
  );
  return build;
}

const liveHistory = {
  releases: [
    { version: "v1", deployedAt: at.toISOString(), assets: ["/assets/a-1.js"] },
  ],
};

/** Carried from a site answering each path from `answers`, 404 otherwise. */
function carry(build: string, answers: Record<string, () => Response>) {
  vi.stubGlobal("fetch", async (url: URL | string) =>
    (
      answers[new URL(url).pathname] ??
      (() => new Response("", { status: 404 }))
    )(),
  );
  return carryFromSite(SITE, build);
}

const files = (build: string) =>
  readdirSync(path.join(build, "client", "assets")).sort();

describe("carryFromSite", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("at the first deploy (no history on the site) carries nothing and starts one", async () => {
    const build = buildFolder();
    const result = await carry(build, {});
    expect(result).toEqual({ carried: [], firstDeploy: true });
    expect(
      JSON.parse(
        readFileSync(path.join(build, "client", "asset-releases.json"), "utf8"),
      ).releases,
    ).toEqual([
      {
        version: "v2",
        deployedAt: at.toISOString(),
        assets: ["/assets/b-2.js"],
      },
    ]);
  });

  it("downloads the window's assets and lists them in the immutable rule", async () => {
    const build = buildFolder();
    const live = {
      "/asset-releases.json": () => Response.json(liveHistory),
      "/assets/a-1.js": () => new Response("v1 code"),
    };
    const result = await carry(build, live);
    expect(result).toEqual({ carried: ["/assets/a-1.js"], firstDeploy: false });
    expect(
      readFileSync(path.join(build, "client", "assets", "a-1.js"), "utf8"),
    ).toBe("v1 code");
    const firebase = JSON.parse(
      readFileSync(path.join(build, "firebase.json"), "utf8"),
    );
    expect(firebase.hosting.headers[1].regex).toBe(
      "^/assets/(?:a-1\\.js|b-2\\.js)$",
    );
    // Run again (a failed firebase deploy, say): the build's own assets stay its own.
    await carry(build, live);
    expect(
      JSON.parse(
        readFileSync(path.join(build, "client", "asset-releases.json"), "utf8"),
      ).releases.map((r: { assets: string[] }) => r.assets),
    ).toEqual([["/assets/b-2.js"], ["/assets/a-1.js"]]);
  });

  it.each([
    [
      "a failing history",
      () => new Response("", { status: 503 }),
      /answered 503/,
    ],
    [
      "an HTML page for the history",
      () => new Response("<html>"),
      /is not JSON/,
    ],
    [
      "a history naming a path out of assets/",
      () =>
        Response.json({
          releases: [
            { ...liveHistory.releases[0], assets: ["/assets/../index.html"] },
          ],
        }),
      /not an asset history/,
    ],
  ])("refuses %s, leaving the build untouched", async (_, answer, message) => {
    const build = buildFolder();
    await expect(
      carry(build, { "/asset-releases.json": answer }),
    ).rejects.toThrow(message);
    expect(files(build)).toEqual(["b-2.js"]);
    expect(existsSync(path.join(build, "client", "asset-releases.json"))).toBe(
      false,
    );
  });

  it("refuses a carried asset the site no longer holds, writing nothing", async () => {
    const build = buildFolder();
    await expect(
      carry(build, {
        "/asset-releases.json": () =>
          Response.json({
            releases: [
              {
                ...liveHistory.releases[0],
                assets: ["/assets/a-1.js", "/assets/gone-0.js"],
              },
            ],
          }),
        "/assets/a-1.js": () => new Response("v1 code"),
      }),
    ).rejects.toThrow(`${SITE}/assets/gone-0.js answered 404`);
    expect(files(build)).toEqual(["b-2.js"]);
    expect(existsSync(path.join(build, "client", "asset-releases.json"))).toBe(
      false,
    );
  });

  it("says so when the site cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    await expect(carryFromSite(SITE, buildFolder())).rejects.toThrow(
      `Could not fetch ${SITE}/asset-releases.json: fetch failed`,
    );
  });
});
