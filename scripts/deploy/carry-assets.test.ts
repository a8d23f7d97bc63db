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

import { ASSET_HISTORY_FILE } from "./asset-window.mjs";
import { carryAssets } from "./carry-assets.mjs";

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

const at = new Date("2026-11-26T10:00:00.000Z");

describe("carryAssets", () => {
  it("takes a live release from before the window for one entry of its own, twins carried too", () => {
    const root = mkdtempSync(path.join(tmpdir(), "carry-"));
    const live = client(root, "v1", ["a-1.js", "a-1.js.br", "a-1.js.gz"]);
    const next = client(root, "v2", ["b-2.js"]);
    expect(
      carryAssets({ liveClient: live, client: next, keep: 3, deployedAt: at }),
    ).toEqual(["/assets/a-1.js"]);
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
    carryAssets({ liveClient: null, client: v1, keep: 3, deployedAt: at });
    carryAssets({ liveClient: v1, client: v2, keep: 3, deployedAt: at });
    carryAssets({ liveClient: v2, client: v3, keep: 3, deployedAt: at });
    expect(
      carryAssets({ liveClient: v3, client: v4, keep: 3, deployedAt: at }),
    ).toEqual(["/assets/b-2.js", "/assets/c-3.js"]);
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
    expect(() =>
      carryAssets({
        liveClient: live,
        client: client(root, "v2", []),
        keep: 3,
        deployedAt: at,
      }),
    ).toThrow(/names \/assets\/gone-0\.js, which it does not hold/);
  });
});
