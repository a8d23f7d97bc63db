// @ts-check
/**
 * `npm run deploy:firebase-assets -- <live site URL> [--build <dir>]`, before `firebase deploy`:
 * Firebase's side of the asset window, downloading the carried assets from the live site.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { IMMUTABLE } from "../../server/hosting-rules.mjs";
import { writeJson } from "../build-folder.mjs";
import { hashedAssetsRegex } from "../hosting/firebase-config.mjs";
import {
  ASSET_HISTORY_FILE,
  nextAssetWindow,
  parseAssetHistory,
  releaseAssets,
} from "./asset-window.mjs";
import { DEFAULT_KEEP } from "./releases.mjs";

const USAGE =
  "Usage: npm run deploy:firebase-assets -- <live site URL> [--build <dir>]";
const TIMEOUT_MS = 30_000;

/**
 * @param {{ site: string, build: string, deployedAt?: Date, fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<{ carried: string[], firstDeploy: boolean }>}
 */
export async function carryFromSite({
  site,
  build,
  deployedAt = new Date(),
  fetch = globalThis.fetch,
}) {
  const client = path.join(build, "client");
  const firebaseFile = path.join(build, "firebase.json");
  if (!existsSync(client) || !existsSync(firebaseFile))
    throw new Error(
      `No build in ${build} (client/ and firebase.json): run npm run build first.`,
    );
  const origin = new URL(site);
  if (!/^https?:$/.test(origin.protocol))
    throw new Error(`The live site's URL must be http(s): ${site}\n${USAGE}`);

  /** @param {string} pathname */
  const get = async (pathname) => {
    const url = new URL(pathname, origin);
    try {
      return {
        url,
        response: await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }),
      };
    } catch (error) {
      throw new Error(
        `Could not fetch ${url}: ${/** @type {Error} */ (error).message}`,
      );
    }
  };

  const { url: historyUrl, response } = await get(`/${ASSET_HISTORY_FILE}`);
  // 404: the site's first deploy with a window, nothing to carry.
  /** @type {import("./asset-window.mjs").AssetHistory} */
  let previous = { releases: [] };
  if (response.status !== 404) {
    if (!response.ok)
      throw new Error(
        `${historyUrl} answered ${response.status}: cannot tell which assets open tabs need.`,
      );
    previous = parseAssetHistory(await response.text(), String(historyUrl));
  }

  const { history, carried } = nextAssetWindow(previous, {
    ...releaseAssets(client),
    deployedAt,
    keep: DEFAULT_KEEP,
  });
  // Every file downloaded before any is written: a failure leaves the build as it was.
  const files = await Promise.all(
    carried.map(async (asset) => {
      const { url, response: file } = await get(asset);
      if (!file.ok)
        throw new Error(
          `${url} answered ${file.status}: the live release no longer holds an asset its history names.`,
        );
      return { asset, bytes: Buffer.from(await file.arrayBuffer()) };
    }),
  );
  const assetsDir = path.join(client, "assets");
  for (const { asset, bytes } of files) {
    const file = path.join(client, asset);
    if (path.dirname(file) !== assetsDir)
      throw new Error(`Not an asset path: ${asset}`);
    writeFileSync(file, bytes);
  }
  writeJson(path.join(client, ASSET_HISTORY_FILE), history);
  const config = JSON.parse(readFileSync(firebaseFile, "utf8"));
  writeJson(firebaseFile, withImmutableAssets(config, assetsDir));
  return { carried, firstDeploy: response.status === 404 };
}

/**
 * firebase.json with its immutable rule listing the carried files too.
 * @param {{ hosting: { headers: { regex?: string, headers: { key: string, value: string }[] }[] } }} config
 * @param {string} assetsDir
 */
function withImmutableAssets(config, assetsDir) {
  const rule = config.hosting.headers.find((entry) =>
    entry.headers.some(
      (header) => header.key === "Cache-Control" && header.value === IMMUTABLE,
    ),
  );
  const regex = hashedAssetsRegex(
    readdirSync(assetsDir).map((name) => `assets/${name}`),
  );
  if (!rule?.regex || !regex)
    throw new Error(
      "firebase.json has no immutable rule for the assets: is it the one this build wrote?",
    );
  rule.regex = regex;
  return config;
}

if (import.meta.main) {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        allowPositionals: true,
        options: { build: { type: "string", default: "build" } },
      });
    } catch (error) {
      throw new Error(`${/** @type {Error} */ (error).message}\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    const [site] = positionals;
    if (positionals.length !== 1 || !site)
      throw new Error(`Give the live site's URL.\n${USAGE}`);
    const { carried, firstDeploy } = await carryFromSite({
      site,
      build: path.resolve(values.build ?? "build"),
    });
    console.log(
      firstDeploy
        ? `deploy:firebase-assets: ${site} has no /${ASSET_HISTORY_FILE} yet (the first deploy with one): nothing to carry. Now run firebase deploy.`
        : `deploy:firebase-assets: carried ${carried.length} assets of the releases before this one from ${site}. Now run firebase deploy.`,
    );
  } catch (error) {
    console.error(
      `deploy:firebase-assets: ${/** @type {Error} */ (error).message}`,
    );
    process.exit(1);
  }
}
