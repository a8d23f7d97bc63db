import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { filesUnder } from "./build-folder.ts";
import { projectRoot } from "./project-root.ts";

/** Everything whose change changes the built site. Tests beside the code do not. */
const INPUT_DIRS = ["app", "content", "admin", "public", "scripts"];
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  // The firebase.json and nginx config the build writes follow these rules.
  "server/hosting-rules.ts",
];
const INPUT_ENV = ["SITE_URL", "SITE_CONTACT_FORM"];

const BUILD_STAMP = path.join(projectRoot, "build", "build-inputs.json");

export function buildInputsDigest() {
  const hash = createHash("sha256");
  const files = [
    ...INPUT_DIRS.flatMap((dir) =>
      filesUnder(path.join(projectRoot, dir))
        .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file))
        .map((file) => `${dir}/${file}`),
    ),
    ...INPUT_FILES,
  ].sort();
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(projectRoot, file)))
      .update("\0");
  for (const name of INPUT_ENV)
    hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/** False without a stamp or with a damaged one: then the site is built again. */
function buildIsCurrent() {
  try {
    return (
      JSON.parse(readFileSync(BUILD_STAMP, "utf8")).digest ===
      buildInputsDigest()
    );
  } catch {
    return false;
  }
}

export function runNpmScript(script: string, failure: string) {
  const run = spawnSync("npm", ["run", script], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (run.status !== 0) {
    console.error(failure);
    process.exit(run.status ?? 1);
  }
}

export function ensureCurrentBuild() {
  if (buildIsCurrent()) {
    console.log("The production build is up to date.");
    return;
  }
  console.log(
    "The production build is missing or out of date: building it now.",
  );
  runNpmScript(
    "build",
    "The build failed, so there is nothing to serve. See the messages above.",
  );
}

if (import.meta.main) ensureCurrentBuild();
