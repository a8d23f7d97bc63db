// @ts-check
/** The decisions of `npm run deploy:nginx`, apart from the files they act on (decision 073). */
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE =
  "Usage: npm run deploy:nginx -- <target dir> [--rollback] [--build <dir>] [--keep <n>] [--nginx <binary>] [--nginx-conf <main config>]";

/** Enough for the live release, the one before it (a rollback) and one more. */
export const DEFAULT_KEEP = 3;

/** @typedef {ReturnType<typeof parseDeployArgs>} DeployOptions */

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {NodeJS.ProcessEnv} env NGINX_PATH and NGINX_CONF stand in for --nginx and --nginx-conf
 */
export function parseDeployArgs(argv, env = {}) {
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
    throw new Error(`${/** @type {Error} */ (error).message}\n${USAGE}`);
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

/**
 * A release's name: its UTC time to the millisecond, so names sort by age.
 * @param {Date} date
 */
export function releaseName(date) {
  // 2026-03-02T08:00:00.000Z -> 20260302-080000-000
  return date.toISOString().replace(/[-:Z]/g, "").replace(/[T.]/g, "-");
}

/**
 * The releases to remove: all but the newest `keep`, the live one and the previous one.
 * @param {string[]} names the entries of releases/
 * @param {{ keep: number, current?: string | null, previous?: string | null }} options
 */
export function releasesToPrune(names, { keep, current, previous }) {
  const newestFirst = names
    .filter((n) => RELEASE_NAME.test(n))
    .sort()
    .reverse();
  const kept = new Set([...newestFirst.slice(0, keep), current, previous]);
  return newestFirst.filter((name) => !kept.has(name)).sort();
}

/**
 * The file nginx includes through `current`: the release's root and rules by their real paths,
 * so both change together at a reload.
 * @param {string} releaseDir absolute
 * @param {string} rulesFile the rules' file name in <release>/nginx/
 */
export function releaseConfig(releaseDir, rulesFile) {
  if (/[\s;{}"'$\\]/.test(releaseDir))
    throw new Error(
      `nginx cannot be pointed at this folder safely: ${releaseDir}`,
    );
  return [
    "# Written by scripts/deploy/deploy-nginx.mjs: this release's files and rules, read together",
    "# at each reload (decision 073). Do not edit.",
    `root ${path.join(releaseDir, "client")};`,
    `include ${path.join(releaseDir, "nginx", rulesFile)};`,
    "",
  ].join("\n");
}
