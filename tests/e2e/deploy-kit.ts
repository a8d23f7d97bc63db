import { execFile, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";

import { expect } from "@playwright/test";

import { writeCompressedTwins } from "../../scripts/build-folder.ts";
import { NGINX_RELEASE_FILE } from "../../scripts/hosting/nginx-config.ts";
import { writeHostingFiles } from "../../scripts/hosting/write-hosting-files.ts";
import { findNginx, mainConfig, MISSING_NGINX } from "../nginx.mjs";

/**
 * What the deploy specs share: a throwaway nginx that `npm run deploy:nginx` deploys to as to a
 * server's, and releases made from the build as a later build would differ from it.
 */

const run = promisify(execFile);
const DEPLOY = path.resolve("scripts/deploy/deploy-nginx.ts");

/** A free loopback port. */
export function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}

/**
 * A server's nginx before the first deploy (running, the site's server block not yet enabled),
 * then the first deploy of `firstBuild`, the server block as the README has it, and a reload.
 * @param work a folder of the test's own: the target and nginx's files go there
 */
export async function startDeployTarget(work: string, firstBuild: string) {
  const { nginx: binary, brotli, mimeTypes } = findNginx();
  if (!binary || !brotli || !mimeTypes) throw new Error(MISSING_NGINX);
  const target = path.join(work, "www");
  const prefix = path.join(work, "nginx");
  mkdirSync(path.join(prefix, "sites"), { recursive: true });
  const nginxConf = path.join(prefix, "nginx.conf");
  const temp = (name: string) => path.join(prefix, name);
  writeFileSync(
    nginxConf,
    mainConfig(prefix, [`    include ${temp("sites")}/*.conf;`]),
  );

  const nginx = spawn(binary, ["-e", temp("error.log"), "-c", nginxConf], {
    stdio: "ignore",
  });
  await expect.poll(() => existsSync(temp("nginx.pid"))).toBe(true);

  const deploy = (...args: string[]) =>
    run(process.execPath, [DEPLOY, target, "--nginx-conf", nginxConf, ...args]);
  const reloadNginx = () => run(binary, ["-c", nginxConf, "-s", "reload"]);
  /** A deploy run in the background, its output read as it comes. */
  const startDeploy = (...args: string[]) => {
    const child = spawn(process.execPath, [
      DEPLOY,
      target,
      "--nginx-conf",
      nginxConf,
      ...args,
    ]);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    const done = new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) =>
      child.once("close", (code) => resolve({ code, stdout, stderr })),
    );
    return { stderr: () => stderr, done };
  };

  await deploy("--build", firstBuild);
  const port = await freePort();
  writeFileSync(
    temp("sites/site.conf"),
    `server {\n    listen 127.0.0.1:${port};\n    include ${target}/current/nginx/${NGINX_RELEASE_FILE};\n}\n`,
  );
  await reloadNginx();
  return {
    target,
    baseUrl: `http://127.0.0.1:${port}`,
    deploy,
    startDeploy,
    reloadNginx,
    async stop() {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    },
  };
}

const TEXT_FILE = /\.(?:html|js|css|json|data|webmanifest|xml|txt)$/;
const TWIN = /\.(?:br|gz)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A copy of a build as the next build would differ from it: every hashed asset under another
 * name (`-v2` before its extension) with every reference to it rewritten, another version in
 * version.json and the pages, `change` applied to the text files, `.br`/`.gz` twins rewritten
 * and the hosting files written again, as a build writes them.
 * @returns the copy's version
 */
export function buildNextRelease(
  from: string,
  to: string,
  change: (text: string, file: string) => string = (text) => text,
) {
  cpSync(from, to, { recursive: true });
  const client = path.join(to, "client");
  const assets = path.join(client, "assets");
  const versionFile = path.join(client, "version.json");
  const { version } = JSON.parse(readFileSync(versionFile, "utf8"));
  const digest = /[0-9a-f]{12}$/.exec(version)?.[0] ?? "";
  const nextVersion = version.replace(digest, [...digest].reverse().join(""));
  expect(nextVersion).not.toBe(version);

  const renamed = new Map(
    readdirSync(assets)
      .filter((name) => !TWIN.test(name))
      .map((name) => [name, name.replace(/(\.[^.]+)$/, "-v2$1")]),
  );
  const names = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A whole file name only, never the end of a longer one.
  const reference = new RegExp(
    `(?<![\\w.~-])(?:${names.join("|")})(?![\\w~-])`,
    "g",
  );
  for (const [name, next] of renamed)
    for (const twin of ["", ".br", ".gz"])
      if (existsSync(path.join(assets, name + twin)))
        renameSync(
          path.join(assets, name + twin),
          path.join(assets, next + twin),
        );

  for (const file of filesUnder(client).filter((f) => TEXT_FILE.test(f))) {
    const text = readFileSync(file, "utf8");
    const next = change(
      text
        .replace(reference, (name) => renamed.get(name) ?? name)
        .replaceAll(version, nextVersion),
      path.relative(client, file),
    );
    if (next === text) continue;
    writeFileSync(file, next);
    if (existsSync(`${file}.br`)) writeCompressedTwins(file, next);
  }
  const facts = JSON.parse(
    readFileSync(path.join(from, "hosting-facts.json"), "utf8"),
  );
  writeHostingFiles(to, {
    analytics: facts.analytics,
    siteUrl: "https://www.khanyisa.example",
  });
  return nextVersion;
}
