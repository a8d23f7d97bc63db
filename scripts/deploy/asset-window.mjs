// @ts-check
/**
 * Which hashed assets a release carries from the last `keep` releases, so a tab opened on one
 * still finds its route chunks after a deploy (decision 096). Recorded in /asset-releases.json.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { HASHED_ASSETS_PREFIX, isTwin } from "../../server/hosting-rules.mjs";
export const ASSET_HISTORY_FILE = "asset-releases.json";

// A file name with no leading dot: never "..", so a path from a history cannot leave assets/.
const assetPath = z
  .string()
  .regex(/^\/assets\/[\w~-][\w.~-]*$/, "an asset path is /assets/<file name>");

const history = z.object({
  releases: z.array(
    z.object({
      version: z.string().min(1),
      deployedAt: z.iso.datetime(),
      assets: z.array(assetPath),
    }),
  ),
});

/** @typedef {z.infer<typeof history>} AssetHistory */

/**
 * A broken history is an error naming its source, never a silently shorter window.
 * @param {string} text @param {string} source where the text was read, for the message
 * @returns {AssetHistory}
 */
export function parseAssetHistory(text, source) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not JSON.`);
  }
  const parsed = history.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${source} is not an asset history: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

/**
 * The hashed assets a build wrote, as pages ask for them (`/assets/<file>`), twins aside.
 * @param {string} clientDir
 */
export function builtAssets(clientDir) {
  const folder = path.join(clientDir, HASHED_ASSETS_PREFIX);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTwin(entry.name))
    .map((entry) => `${HASHED_ASSETS_PREFIX}${entry.name}`)
    .sort();
}

/**
 * The new release's history and the assets it must copy from the live one.
 * @param {AssetHistory} previous the live release's history (`{ releases: [] }` at the first deploy)
 * @param {{ version: string, deployedAt: Date, assets: string[], keep: number }} release
 * @returns {{ history: AssetHistory, carried: string[] }}
 */
export function nextAssetWindow(
  previous,
  { version, deployedAt, assets, keep },
) {
  const own = new Set(assets);
  const older = previous.releases
    .filter((entry) => entry.version !== version)
    .slice(0, keep - 1);
  const carried = new Set(
    older.flatMap((entry) => entry.assets).filter((asset) => !own.has(asset)),
  );
  return {
    history: {
      releases: [
        { version, deployedAt: deployedAt.toISOString(), assets: [...own] },
        ...older,
      ],
    },
    carried: [...carried].sort(),
  };
}

/**
 * A build's version and its own assets; after a deploy step, from its history, so running a step
 * twice never takes carried files for the build's own.
 * @param {string} clientDir
 * @returns {{ version: string, assets: string[] }}
 */
export function releaseAssets(clientDir) {
  const { version } = JSON.parse(
    readFileSync(path.join(clientDir, "version.json"), "utf8"),
  );
  const historyFile = path.join(clientDir, ASSET_HISTORY_FILE);
  const newest = existsSync(historyFile)
    ? parseAssetHistory(readFileSync(historyFile, "utf8"), historyFile)
        .releases[0]
    : undefined;
  return {
    version,
    assets:
      newest && newest.version === version
        ? newest.assets
        : builtAssets(clientDir),
  };
}
