// @ts-check
/**
 * `npm run deploy:nginx -- <target>`: puts the build beside the live release, has nginx test the
 * config with it, then switches with one reload; `--rollback` switches back (decision 073):
 *
 *   <target>/releases/<UTC time>/{client,nginx}/   a release
 *   <target>/current, <target>/previous            links to the live one and the one before
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import {
  NGINX_RELEASE_FILE,
  NGINX_RULES_FILE,
} from "../hosting/nginx-config.mjs";

import { carryAssets } from "./asset-window.mjs";
import { acquireDeployLock, releaseToRestore } from "./deploy-lock.mjs";
import {
  parseDeployArgs,
  releaseConfig,
  releaseName,
  releasesToPrune,
} from "./releases.mjs";

/** @typedef {import("./releases.mjs").DeployOptions} DeployOptions */

/** @param {string} target @param {"current" | "previous"} link */
function linked(target, link) {
  try {
    return path.basename(readlinkSync(path.join(target, link)));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT")
      return null;
    throw error;
  }
}

/**
 * Points a link at a release (or removes it), renamed over the old one so it is never missing.
 * @param {string} target @param {"current" | "previous"} link @param {string | null} release
 */
function pointLink(target, link, release) {
  const final = path.join(target, link);
  if (release === null) return rmSync(final, { force: true });
  const temporary = path.join(target, `.${link}.${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(path.join("releases", release), temporary);
  renameSync(temporary, final);
}

/**
 * Makes `release` live: `current` points at it, nginx tests the config through it, and one reload
 * switches; on any failure `current` goes back.
 * @param {DeployOptions} options @param {string} release
 */
function switchTo(options, release) {
  const { target } = options;
  const live = linked(target, "current");
  pointLink(target, "current", release);
  const config = options.nginxConf ? ["-c", options.nginxConf] : [];
  for (const args of [["-t"], ["-s", "reload"]]) {
    const run = spawnSync(options.nginx, [...config, ...args], {
      encoding: "utf8",
    });
    if (run.status === 0) continue;
    pointLink(target, "current", live);
    throw new Error(
      `nginx ${args.join(" ")} failed with release ${release}; ${live ?? "the config nginx runs"} stays live.\n${run.stdout ?? ""}${run.stderr ?? ""}${run.error ?? ""}`.trim(),
    );
  }
  return live;
}

/**
 * Tabs opened on the live release and those before it keep finding their scripts.
 * @param {DeployOptions} options @param {string} client the release's client folder
 */
function carryFromLive({ target, keep }, client) {
  const live = linked(target, "current");
  const liveClient = live && path.join(target, "releases", live, "client");
  carryAssets({ liveClient, client, keep, deployedAt: new Date() });
}

/**
 * @param {DeployOptions} options
 * @returns {{ release: string, previous: string | null, pruned: string[] }}
 */
export function deploy(options) {
  const { target, build } = options;
  const rules = path.join(build, "nginx", NGINX_RULES_FILE);
  if (!existsSync(path.join(build, "client")) || !existsSync(rules))
    throw new Error(
      `No build in ${build} (client/ and nginx/${NGINX_RULES_FILE}): run npm run build first.`,
    );
  const releases = path.join(target, "releases");
  mkdirSync(releases, { recursive: true });
  const release = releaseName(new Date());
  const releaseDir = path.join(releases, release);
  if (existsSync(releaseDir))
    throw new Error(`Release ${release} exists already: run again.`);
  // Under another name first, so a release folder is never half there.
  const partial = path.join(releases, `.partial-${release}`);
  try {
    const client = path.join(partial, "client");
    cpSync(path.join(build, "client"), client, { recursive: true });
    carryFromLive(options, client);
    cpSync(rules, path.join(partial, "nginx", NGINX_RULES_FILE));
    writeFileSync(
      path.join(partial, "nginx", NGINX_RELEASE_FILE),
      releaseConfig(releaseDir, NGINX_RULES_FILE),
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  renameSync(partial, releaseDir);

  let previous;
  try {
    previous = switchTo(options, release);
  } catch (error) {
    rmSync(releaseDir, { recursive: true, force: true });
    throw error;
  }
  if (previous) pointLink(target, "previous", previous);
  return { release, previous, pruned: prune(options) };
}

/**
 * Switches back to the previous release; a second rollback undoes the first.
 * @param {DeployOptions} options
 */
export function rollback(options) {
  const { target } = options;
  const previous = linked(target, "previous");
  if (!previous || !existsSync(path.join(target, "releases", previous)))
    throw new Error(`No previous release in ${target} to roll back to.`);
  carryFromLive(options, path.join(target, "releases", previous, "client"));
  const left = switchTo(options, previous);
  pointLink(target, "previous", left);
  return { release: previous, previous: left };
}

/** @param {DeployOptions} options */
function prune({ target, keep }) {
  const releases = path.join(target, "releases");
  const pruned = releasesToPrune(readdirSync(releases), {
    keep,
    current: linked(target, "current"),
    previous: linked(target, "previous"),
  });
  for (const name of pruned)
    rmSync(path.join(releases, name), { recursive: true, force: true });
  return pruned;
}

if (import.meta.main) {
  /** @param {string} message */
  const log = (message) => console.error(`deploy:nginx: ${message}`);
  try {
    const options = parseDeployArgs(process.argv.slice(2), process.env);
    const { target } = options;
    const unlock = acquireDeployLock(target, {
      command: options.rollback ? "rollback" : "deploy",
      live: () => linked(target, "current"),
      undo(stale) {
        const back = releaseToRestore(
          stale,
          linked(target, "current"),
          linked(target, "previous"),
        );
        if (back === undefined) return;
        pointLink(target, "current", back);
        log(
          `it stopped before its switch was done: ${back ? `current goes back to ${back}, live when it began` : "current is removed, as before it began"}.`,
        );
      },
      log,
    });
    try {
      if (options.rollback) {
        const { release, previous } = rollback(options);
        console.log(
          `deploy:nginx: rolled back to ${release} in ${target} (${previous} is now the previous release).`,
        );
      } else {
        const { release, previous, pruned } = deploy(options);
        console.log(
          `deploy:nginx: ${release} is live in ${target}${previous ? `; ${previous} kept for --rollback` : ""}${pruned.length ? `; removed ${pruned.join(", ")}` : ""}.`,
        );
      }
    } finally {
      unlock();
    }
  } catch (error) {
    log(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
