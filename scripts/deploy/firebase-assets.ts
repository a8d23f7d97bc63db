/** `npm run deploy:firebase-assets`: Firebase's side of the asset window (decision 096). */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { HOSTING_FACTS_FILE } from "../../server/hosting-rules.ts";
import { writeJson } from "../build-folder.ts";
import { writeFirebaseConfig } from "../hosting/write-hosting-files.ts";
import {
  ASSET_HISTORY_FILE,
  DEFAULT_KEEP,
  nextAssetWindow,
  parseAssetHistory,
  releaseAssets,
} from "./asset-window.ts";

export async function carryFromSite(site: string, build: string) {
  const client = path.join(build, "client");
  const factsFile = path.join(build, HOSTING_FACTS_FILE);
  if (!existsSync(client) || !existsSync(factsFile))
    throw new Error(
      `No build in ${build} (client/ and ${HOSTING_FACTS_FILE}): run npm run build first.`,
    );

  const historyPath = `/${ASSET_HISTORY_FILE}`;
  const get = async (pathname: string) => {
    const url = new URL(pathname, site);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(30_000),
    }).catch((error: Error) => {
      throw new Error(`Could not fetch ${url}: ${error.message}`);
    });
    // 404 on the history: the site's first deploy with a window, nothing to carry.
    if (!response.ok && !(response.status === 404 && pathname === historyPath))
      throw new Error(
        `${url} answered ${response.status}: cannot tell which assets open tabs need.`,
      );
    return { url, response };
  };
  const { url: historyUrl, response } = await get(historyPath);
  const firstDeploy = response.status === 404;
  const { history, carried } = nextAssetWindow(
    firstDeploy
      ? { releases: [] }
      : parseAssetHistory(await response.text(), String(historyUrl)),
    { ...releaseAssets(client), deployedAt: new Date(), keep: DEFAULT_KEEP },
  );
  // Every file downloaded before any is written: a failure leaves the build as it was.
  const files = await Promise.all(
    carried.map(async (asset) => {
      const { response: file } = await get(asset);
      return { asset, bytes: Buffer.from(await file.arrayBuffer()) };
    }),
  );
  for (const { asset, bytes } of files)
    writeFileSync(path.join(client, asset), bytes);
  writeJson(path.join(client, ASSET_HISTORY_FILE), history);
  writeFirebaseConfig(build, JSON.parse(readFileSync(factsFile, "utf8")));
  return { carried, firstDeploy };
}

if (import.meta.main) {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { build: { type: "string", default: "build" } },
    });
    if (positionals.length !== 1)
      throw new Error(
        "Usage: npm run deploy:firebase-assets -- <live site URL> [--build <dir>]",
      );
    const [site = ""] = positionals;
    const { carried } = await carryFromSite(site, path.resolve(values.build));
    console.log(
      `deploy:firebase-assets: carried ${carried.length} assets of the releases before this one from ${site}. Now run firebase deploy.`,
    );
  } catch (error) {
    console.error(`deploy:firebase-assets: ${(error as Error).message}`);
    process.exit(1);
  }
}
