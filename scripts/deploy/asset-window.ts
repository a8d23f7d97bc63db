/** The hashed assets a release carries from the ones before, for open tabs (decision 096). */
import { copyFileSync, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import {
  HASHED_ASSETS_PREFIX,
  isTwin,
  TWINS,
} from "../../server/hosting-rules.ts";
import { filesUnder, writeJson } from "../build-folder.ts";

export const ASSET_HISTORY_FILE = "asset-releases.json";
/** Releases kept by nginx and in the window: the live one, a rollback's and one more. */
export const DEFAULT_KEEP = 3;

const history = z.object({
  releases: z.array(
    z.object({
      version: z.string().min(1),
      deployedAt: z.iso.datetime(),
      // No leading dot: never "..".
      assets: z.array(
        z
          .string()
          .regex(
            /^\/assets\/[\w~-][\w.~-]*$/,
            "an asset path is /assets/<file name>",
          ),
      ),
    }),
  ),
});

type AssetHistory = z.infer<typeof history>;
type Release = { version: string; deployedAt: Date; assets: string[] };

/** A broken history is an error (naming `source`), never a silently shorter window. */
export function parseAssetHistory(text: string, source: string) {
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

/** The hashed assets a build wrote, as pages ask for them, twins aside. */
export function builtAssets(clientDir: string) {
  return filesUnder(path.join(clientDir, HASHED_ASSETS_PREFIX))
    .filter((name) => !isTwin(name))
    .map((name) => `${HASHED_ASSETS_PREFIX}${name}`);
}

/** The new release's history and the assets it must copy from the live one (`previous`). */
export function nextAssetWindow(
  previous: AssetHistory,
  { keep, ...release }: Release & { keep: number },
) {
  const own = new Set(release.assets);
  const older = previous.releases
    .filter((entry) => entry.version !== release.version)
    .slice(0, keep - 1);
  const carried = new Set(
    older.flatMap((entry) => entry.assets).filter((asset) => !own.has(asset)),
  );
  const newest = { ...release, deployedAt: release.deployedAt.toISOString() };
  return {
    history: { releases: [newest, ...older] },
    carried: [...carried].sort(),
  };
}

/** A build's version and own assets, from its history once written: a rerun takes none carried. */
export function releaseAssets(clientDir: string) {
  const { version } = JSON.parse(
    readFileSync(path.join(clientDir, "version.json"), "utf8"),
  );
  const file = path.join(clientDir, ASSET_HISTORY_FILE);
  const newest = existsSync(file)
    ? parseAssetHistory(readFileSync(file, "utf8"), file).releases[0]
    : undefined;
  const own = newest && newest.version === version && newest.assets;
  return { version, assets: own || builtAssets(clientDir) };
}

/** nginx's side: the window's assets and twins copied from the live release (null: none yet). */
export function carryAssets(
  liveClient: string | null,
  client: string,
  keep: number,
  deployedAt = new Date(),
) {
  const liveFile = liveClient && path.join(liveClient, ASSET_HISTORY_FILE);
  let live: AssetHistory = { releases: [] };
  if (liveFile && existsSync(liveFile))
    live = parseAssetHistory(readFileSync(liveFile, "utf8"), liveFile);
  else if (liveClient) {
    const { mtime } = statSync(path.join(liveClient, "version.json"));
    const entry = { ...releaseAssets(liveClient), deployedAt: mtime };
    live = nextAssetWindow(live, { ...entry, keep: 1 }).history;
  }
  const { history, carried } = nextAssetWindow(live, {
    ...releaseAssets(client),
    deployedAt,
    keep,
  });
  for (const asset of carried) {
    const from = path.join(liveClient as string, asset);
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
