import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  ASSET_HISTORY_FILE,
  builtAssets,
  carryAssets,
  nextAssetWindow,
  parseAssetHistory,
} from "./asset-window.ts";

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

/** A client folder holding version.json and these files under assets/. */
function client(root: string, version: string, files: string[]) {
  const dir = path.join(root, version);
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "version.json"), JSON.stringify({ version }));
  for (const file of files)
    writeFileSync(path.join(dir, "assets", file), `${version} ${file}`);
  return dir;
}

const history = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, ASSET_HISTORY_FILE), "utf8")) as {
    releases: { version: string; assets: string[] }[];
  };

describe("carryAssets", () => {
  it("takes a live release from before the window for one entry of its own, twins carried too", () => {
    const root = mkdtempSync(path.join(tmpdir(), "carry-"));
    const live = client(root, "v1", ["a-1.js", "a-1.js.br", "a-1.js.gz"]);
    const next = client(root, "v2", ["b-2.js"]);
    expect(carryAssets(live, next, 3, at)).toEqual(["/assets/a-1.js"]);
    for (const name of ["a-1.js", "a-1.js.br", "a-1.js.gz"])
      expect(readFileSync(path.join(next, "assets", name), "utf8")).toBe(
        `v1 ${name}`,
      );
    expect(history(next).releases).toMatchObject([
      { version: "v2", assets: ["/assets/b-2.js"] },
      { version: "v1", assets: ["/assets/a-1.js"] },
    ]);
  });

  it("carries the window from the live release's history, and only it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "carry-"));
    const v1 = client(root, "v1", ["a-1.js"]);
    const v2 = client(root, "v2", ["b-2.js"]);
    const v3 = client(root, "v3", ["c-3.js"]);
    const v4 = client(root, "v4", ["d-4.js"]);
    carryAssets(null, v1, 3, at);
    carryAssets(v1, v2, 3, at);
    carryAssets(v2, v3, 3, at);
    expect(carryAssets(v3, v4, 3, at)).toEqual([
      "/assets/b-2.js",
      "/assets/c-3.js",
    ]);
    expect(existsSync(path.join(v4, "assets", "a-1.js"))).toBe(false);
    expect(history(v4).releases.map((r) => r.version)).toEqual([
      "v4",
      "v3",
      "v2",
    ]);
  });

  it("refuses a live history that names a file the release does not hold", () => {
    const root = mkdtempSync(path.join(tmpdir(), "carry-"));
    const live = client(root, "v1", ["a-1.js"]);
    writeFileSync(
      path.join(live, ASSET_HISTORY_FILE),
      JSON.stringify({
        releases: [
          {
            version: "v1",
            deployedAt: at.toISOString(),
            assets: ["/assets/gone-0.js"],
          },
        ],
      }),
    );
    expect(() => carryAssets(live, client(root, "v2", []), 3, at)).toThrow(
      /names \/assets\/gone-0\.js, which it does not hold/,
    );
  });
});
