import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  builtAssets,
  nextAssetWindow,
  parseAssetHistory,
} from "./asset-window.mjs";

const at = new Date("2026-11-26T10:00:00.000Z");
const entry = (version: string, assets: string[]) => ({
  version,
  deployedAt: "2026-11-20T10:00:00.000Z",
  assets,
});

describe("nextAssetWindow", () => {
  it("starts a history at the first deploy, carrying nothing", () => {
    expect(
      nextAssetWindow(
        { releases: [] },
        { version: "v1", deployedAt: at, assets: ["/assets/a.js"], keep: 3 },
      ),
    ).toEqual({
      history: {
        releases: [
          {
            version: "v1",
            deployedAt: at.toISOString(),
            assets: ["/assets/a.js"],
          },
        ],
      },
      carried: [],
    });
  });

  it("carries the assets of the releases before it, up to keep releases in all", () => {
    const previous = {
      releases: [
        entry("v3", ["/assets/shared.js", "/assets/c.js"]),
        entry("v2", ["/assets/b.js"]),
        entry("v1", ["/assets/a.js"]),
      ],
    };
    const { history, carried } = nextAssetWindow(previous, {
      version: "v4",
      deployedAt: at,
      assets: ["/assets/shared.js", "/assets/d.js"],
      keep: 3,
    });
    expect(history.releases.map((r) => r.version)).toEqual(["v4", "v3", "v2"]);
    // Its own files are its own; v1 fell out of the window.
    expect(carried).toEqual(["/assets/b.js", "/assets/c.js"]);
  });

  it("deploying the live version again replaces its entry instead of doubling it", () => {
    const { history } = nextAssetWindow(
      {
        releases: [
          entry("v2", ["/assets/b.js"]),
          entry("v1", ["/assets/a.js"]),
        ],
      },
      { version: "v2", deployedAt: at, assets: ["/assets/b.js"], keep: 3 },
    );
    expect(history.releases.map((r) => r.version)).toEqual(["v2", "v1"]);
  });
});

describe("parseAssetHistory", () => {
  it("reads a history and names the source of a broken one", () => {
    // Vite names a chunk shared by several routes after them all, with "~".
    const good = {
      releases: [
        entry("v1", ["/assets/a.js", "/assets/shared~home~about-X_1.css"]),
      ],
    };
    expect(parseAssetHistory(JSON.stringify(good), "x")).toEqual(good);
    expect(() =>
      parseAssetHistory("<html>", "https://site/asset-releases.json"),
    ).toThrow("https://site/asset-releases.json is not JSON.");
    expect(() =>
      parseAssetHistory(
        JSON.stringify({ releases: [entry("v1", ["/etc/passwd"])] }),
        "live",
      ),
    ).toThrow(/live is not an asset history: .*assets/s);
    // A history read from a site is never a way out of the assets folder.
    for (const escape of ["/assets/..", "/assets/../x", "/assets/.hidden"])
      expect(() =>
        parseAssetHistory(
          JSON.stringify({ releases: [entry("v1", [escape])] }),
          "site",
        ),
      ).toThrow(/not an asset history/);
  });
});

describe("builtAssets", () => {
  it("lists the files of the build's assets folder as the paths pages ask for, not their twins", () => {
    const client = mkdtempSync(path.join(tmpdir(), "assets-"));
    mkdirSync(path.join(client, "assets", "nested"), { recursive: true });
    writeFileSync(path.join(client, "assets", "b-2.js"), "");
    writeFileSync(path.join(client, "assets", "b-2.js.br"), "");
    writeFileSync(path.join(client, "assets", "b-2.js.gz"), "");
    writeFileSync(path.join(client, "assets", "a-1.css"), "");
    expect(builtAssets(client)).toEqual(["/assets/a-1.css", "/assets/b-2.js"]);
  });
});
