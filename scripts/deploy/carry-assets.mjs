// @ts-check
/** nginx's side of the asset window: the new release copies them, twins too, from the live one. */
import { copyFileSync, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { TWINS } from "../../server/hosting-rules.mjs";
import { writeJson } from "../build-folder.mjs";
import {
  ASSET_HISTORY_FILE,
  nextAssetWindow,
  parseAssetHistory,
  releaseAssets,
} from "./asset-window.mjs";

/**
 * The live release's history; one deployed before the window has none, so one entry stands in.
 * @param {string} liveClient
 * @returns {import("./asset-window.mjs").AssetHistory}
 */
function liveHistory(liveClient) {
  const file = path.join(liveClient, ASSET_HISTORY_FILE);
  if (existsSync(file))
    return parseAssetHistory(readFileSync(file, "utf8"), file);
  const { version, assets } = releaseAssets(liveClient);
  const deployedAt = statSync(path.join(liveClient, "version.json")).mtime;
  return {
    releases: [{ version, deployedAt: deployedAt.toISOString(), assets }],
  };
}

/**
 * @param {{ liveClient: string | null, client: string, keep: number, deployedAt: Date }} options
 *   the live release's client folder (null at the first deploy) and the new one's
 * @returns {string[]} the assets carried
 */
export function carryAssets({ liveClient, client, keep, deployedAt }) {
  const { history, carried } = nextAssetWindow(
    liveClient ? liveHistory(liveClient) : { releases: [] },
    { ...releaseAssets(client), deployedAt, keep },
  );
  for (const asset of carried) {
    const from = path.join(/** @type {string} */ (liveClient), asset);
    if (!existsSync(from))
      throw new Error(
        `The live release's ${ASSET_HISTORY_FILE} names ${asset}, which it does not hold.`,
      );
    for (const twin of ["", ...Object.keys(TWINS).map((s) => `.${s}`)])
      if (twin === "" || existsSync(from + twin))
        copyFileSync(from + twin, path.join(client, asset + twin));
  }
  writeJson(path.join(client, ASSET_HISTORY_FILE), history);
  return carried;
}
