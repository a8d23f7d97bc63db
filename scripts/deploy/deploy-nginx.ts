/** `npm run deploy:nginx -- <target>`: releases/<UTC time>/, `current` and `previous` (073). */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import {
  NGINX_RELEASE_FILE,
  NGINX_RULES_FILE,
} from "../hosting/nginx-config.ts";

import { carryAssets, DEFAULT_KEEP } from "./asset-window.ts";
import { acquireDeployLock, linked, pointLink } from "./deploy-lock.ts";

const USAGE =
  "Usage: npm run deploy:nginx -- <target dir> [--rollback] [--build <dir>] [--keep <n>] [--nginx <binary>] [--nginx-conf <main config>]";

type DeployOptions = ReturnType<typeof parseDeployArgs>;

export function parseDeployArgs(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        rollback: { type: "boolean", default: false },
        build: { type: "string", default: "build" },
        keep: { type: "string", default: String(DEFAULT_KEEP) },
        nginx: { type: "string" },
        "nginx-conf": { type: "string" },
      },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [target] = positionals;
  if (positionals.length !== 1 || !target)
    throw new Error(`Give exactly one target folder.\n${USAGE}`);
  const keep = Number(values.keep);
  // Fewer than two would remove the release that old nginx workers may still be serving.
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error(
      `--keep must be a whole number of at least 2: ${values.keep}`,
    );
  return {
    target: path.resolve(target),
    rollback: values.rollback,
    build: path.resolve(values.build),
    keep,
    nginx: values.nginx || env.NGINX_PATH || "nginx",
    nginxConf: values["nginx-conf"] || env.NGINX_CONF || undefined,
  };
}

const RELEASE_NAME = /^\d{8}-\d{6}-\d{3}$/;

/** Its UTC time to the millisecond, so names sort by age. */
export function releaseName(date: Date) {
  return date.toISOString().replace(/[-:Z]/g, "").replace(/[T.]/g, "-");
}

/** Of the entries of releases/, all but the newest `keep` and the `linked` ones. */
export function releasesToPrune(
  names: string[],
  keep: number,
  linked: (string | null)[] = [],
) {
  const newestFirst = names.filter((n) => RELEASE_NAME.test(n)).sort();
  newestFirst.reverse();
  const kept = new Set([...newestFirst.slice(0, keep), ...linked]);
  return newestFirst.filter((name) => !kept.has(name)).sort();
}

/** The file nginx includes through `current`: root and rules by real paths, changed together. */
export function releaseConfig(releaseDir: string) {
  if (/[\s;{}"'$\\]/.test(releaseDir))
    throw new Error(
      `nginx cannot be pointed at this folder safely: ${releaseDir}`,
    );
  return [
    "# Written by scripts/deploy/deploy-nginx.ts (decision 073). Do not edit.",
    `root ${path.join(releaseDir, "client")};`,
    `include ${path.join(releaseDir, "nginx", NGINX_RULES_FILE)};`,
    "",
  ].join("\n");
}

/** `current` points at it, nginx tests the config through it, one reload switches; else back. */
function switchTo(options: DeployOptions, release: string) {
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

/** Open tabs keep finding their scripts (decision 096). */
function carryFromLive({ target, keep }: DeployOptions, newClient: string) {
  const live = linked(target, "current");
  const liveClient = live && path.join(target, "releases", live, "client");
  carryAssets(liveClient, newClient, keep);
}

export function deploy(options: DeployOptions) {
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
      releaseConfig(releaseDir),
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

/** A second rollback undoes the first. */
export function rollback(options: DeployOptions) {
  const { target } = options;
  const previous = linked(target, "previous");
  if (!previous || !existsSync(path.join(target, "releases", previous)))
    throw new Error(`No previous release in ${target} to roll back to.`);
  carryFromLive(options, path.join(target, "releases", previous, "client"));
  const left = switchTo(options, previous);
  pointLink(target, "previous", left);
  return { release: previous, previous: left };
}

function prune({ target, keep }: DeployOptions) {
  const releases = path.join(target, "releases");
  const pruned = releasesToPrune(readdirSync(releases), keep, [
    linked(target, "current"),
    linked(target, "previous"),
  ]);
  for (const name of pruned)
    rmSync(path.join(releases, name), { recursive: true, force: true });
  return pruned;
}

if (import.meta.main) {
  const log = (message: string) => console.error(`deploy:nginx: ${message}`);
  try {
    const options = parseDeployArgs(process.argv.slice(2), process.env);
    const { target } = options;
    const unlock = acquireDeployLock(target, {
      command: options.rollback ? "rollback" : "deploy",
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
    log((error as Error).message);
    process.exit(1);
  }
}
