import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { writeCompressedTwins } from "../../scripts/build-folder.ts";
import {
  acquireDeployLock,
  LOCK_FILE,
} from "../../scripts/deploy/deploy-lock.ts";
import { NGINX_RULES_FILE } from "../../scripts/hosting/nginx-config.ts";
import { inlineScriptHashes } from "../../scripts/hosting/write-hosting-files.ts";
import { writeHostingFiles } from "../../scripts/hosting/write-hosting-files.ts";
import { watchCspViolations } from "./csp";
import { startDeployTarget } from "./deploy-kit";
import { untilHydrated } from "./fixtures";
import { routes } from "./site";

/**
 * `npm run deploy:nginx` against a real nginx: deploy the build (v1), deploy a v2 whose /about
 * has other words and another inline script (so another CSP), roll back, and try a release whose
 * rules nginx refuses, and such a release deployed together with a good one. At each stage every
 * page loads with no CSP violation, and while a switch happens each answer is a whole v1 or a
 * whole v2 (decision 073).
 */

test.describe.configure({ mode: "serial" });

// The first two words of /about's heading, whatever the content says; v2 shouts them.
const aboutHeading = routes.find((route) => route.path === "/about")?.heading;
const OLD_WORDS = aboutHeading?.split(" ").slice(0, 2).join(" ") ?? "";
const NEW_WORDS = OLD_WORDS.toUpperCase();
const V2_MARK = 'document.documentElement.dataset.release="v2";';

let work = "";
let site: Awaited<ReturnType<typeof startDeployTarget>>;
let target = "";
let baseUrl = "";
/** The /about inline-script hashes only v1 has, and only v2 has. */
let v1Only: string[] = [];
let v2Only: string[] = [];

const aboutHashes = (client: string) =>
  inlineScriptHashes(
    readFileSync(path.join(client, "about/index.html"), "utf8"),
  );

/** @returns the build's copy with /about changed, its rules written as a build writes them */
function buildV2(v1: string, v2: string) {
  cpSync(path.join(v1, "client"), path.join(v2, "client"), { recursive: true });
  const edit = (file: string, change: (text: string) => string) => {
    const text = readFileSync(file, "utf8");
    const changed = change(text);
    expect(changed, file).not.toBe(text);
    writeFileSync(file, changed);
    writeCompressedTwins(file, changed);
  };
  edit(path.join(v2, "client/about/index.html"), (html) =>
    html
      .replaceAll(OLD_WORDS, NEW_WORDS)
      .replace(
        "<script>try{sessionStorage}",
        `<script>${V2_MARK}try{sessionStorage}`,
      ),
  );
  // The words are also in the page's code, which would put them back when it hydrates.
  const assets = path.join(v2, "client/assets");
  for (const name of readdirSync(assets).filter((n) => n.endsWith(".js")))
    if (readFileSync(path.join(assets, name), "utf8").includes(OLD_WORDS))
      edit(path.join(assets, name), (code) =>
        code.replaceAll(OLD_WORDS, NEW_WORDS),
      );
  const facts = JSON.parse(
    readFileSync(path.join(v1, "hosting-facts.json"), "utf8"),
  );
  writeHostingFiles(v2, {
    analytics: facts.analytics,
    siteUrl: "https://www.khanyisa.example",
  });
}

const deploy = (...args: string[]) => site.deploy(...args);
const reloadNginx = () => site.reloadNginx();

/** v2 with rules nginx refuses. */
function brokenBuild() {
  const broken = path.join(work, "build-broken");
  if (existsSync(broken)) return broken;
  cpSync(path.join(work, "build-v2"), broken, { recursive: true });
  writeFileSync(
    path.join(broken, "nginx", NGINX_RULES_FILE),
    "this_is_not_a_directive on;\n",
  );
  return broken;
}

const linkedRelease = (link: "current" | "previous") =>
  path.basename(readlinkSync(path.join(target, link)));

/** One request on a connection of its own, as a new visitor makes it. */
function fetchFresh(pathname: string) {
  return new Promise<{ status: number; csp: string; body: string }>(
    (resolve, reject) => {
      get(baseUrl + pathname, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            csp: String(response.headers["content-security-policy"] ?? ""),
            body,
          }),
        );
      }).on("error", reject);
    },
  );
}

/** "v1" or "v2" when /about's page and CSP belong to the same release; else what is wrong. */
async function aboutRelease() {
  const { status, csp, body } = await fetchFresh("/about");
  const page = body.includes(V2_MARK) ? "v2" : "v1";
  const policy = v2Only.every((hash) => csp.includes(hash))
    ? v1Only.some((hash) => csp.includes(hash))
      ? "mixed"
      : "v2"
    : v1Only.every((hash) => csp.includes(hash))
      ? "v1"
      : "mixed";
  if (status !== 200) return `status ${status}`;
  return page === policy ? page : `${page} page under ${policy} policy`;
}

/** Asks for /about without pause while `switching` runs, and a while after: every answer seen. */
async function watchWhile(switching: Promise<unknown>, until: "v1" | "v2") {
  const seen: string[] = [];
  let done = false;
  const finished = switching.finally(() => (done = true));
  const deadline = () => Date.now() + 10_000;
  let stopAt = Infinity;
  while (Date.now() < stopAt) {
    seen.push(await aboutRelease().catch((error) => String(error)));
    if (done && stopAt === Infinity) stopAt = deadline();
    if (done && seen.at(-1) === until) break;
  }
  await finished;
  return seen;
}

async function expectEveryPageFrom(page: Page, release: "v1" | "v2") {
  // Every route in one test: a busy machine needs more than one route's time.
  test.slow();
  const violations = await watchCspViolations(page);
  for (const route of routes) {
    const response = await page.goto(baseUrl + route.path);
    expect(response?.status(), route.path).toBe(200);
    await untilHydrated(page);
    const heading =
      route.path === "/about" && release === "v2"
        ? route.heading.replace(OLD_WORDS, NEW_WORDS)
        : route.heading;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    if (route.path === "/about")
      expect(
        await page.evaluate(() => document.documentElement.dataset.release),
      ).toBe(release === "v2" ? "v2" : undefined);
  }
  expect(violations).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), "deploy-"));
  const v1 = path.resolve("build");
  buildV2(v1, path.join(work, "build-v2"));
  const v1Hashes = aboutHashes(path.join(v1, "client"));
  const v2Hashes = aboutHashes(path.join(work, "build-v2/client"));
  v1Only = v1Hashes.filter((hash) => !v2Hashes.includes(hash));
  v2Only = v2Hashes.filter((hash) => !v1Hashes.includes(hash));
  expect(v1Only.length).toBeGreaterThan(0);
  expect(v2Only.length).toBeGreaterThan(0);

  site = await startDeployTarget(work, v1);
  ({ target, baseUrl } = site);
  await expect
    .poll(() => aboutRelease().catch(String), { timeout: 10_000 })
    .toBe("v1");
});

test.afterAll(async () => {
  await site?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test("v1, the first deploy: every page loads with no CSP violation", async ({
  page,
}) => {
  expect(readdirSync(path.join(target, "releases"))).toHaveLength(1);
  await expectEveryPageFrom(page, "v1");
});

test("deploying v2: every answer during the switch is a whole v1 or a whole v2", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen = await watchWhile(
    deploy("--build", path.join(work, "build-v2")),
    "v2",
  );
  expect(seen.filter((s) => s !== "v1" && s !== "v2")).toEqual([]);
  expect(seen[0]).toBe("v1");
  expect(seen.at(-1)).toBe("v2");
  expect(existsSync(path.join(target, "previous"))).toBe(true);
  await expectEveryPageFrom(page, "v2");
});

test("--rollback: v1 again, as wholly, in one command", async ({ page }) => {
  test.setTimeout(120_000);
  const v2 = readlinkSync(path.join(target, "current"));
  const seen = await watchWhile(deploy("--rollback"), "v1");
  expect(seen.filter((s) => s !== "v1" && s !== "v2")).toEqual([]);
  expect(seen.at(-1)).toBe("v1");
  expect(readlinkSync(path.join(target, "previous"))).toBe(v2);
  await expectEveryPageFrom(page, "v1");
});

test("a release nginx -t refuses is never switched to: v1 stays live, the deploy fails", async () => {
  const broken = brokenBuild();
  const live = readlinkSync(path.join(target, "current"));
  const releases = readdirSync(path.join(target, "releases"));
  const failed = await deploy("--build", broken).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toMatch(/nginx -t failed .* stays live/);
  expect(failed?.stderr).toMatch(/unknown directive "this_is_not_a_directive"/);
  expect(readlinkSync(path.join(target, "current"))).toBe(live);
  expect(readdirSync(path.join(target, "releases"))).toEqual(releases);
  await reloadNginx();
  await expect.poll(() => aboutRelease()).toBe("v1");
});

test("old releases beyond three are removed, never the live or the previous one", async () => {
  for (let i = 0; i < 3; i++) await deploy("--build", path.resolve("build"));
  const releases = readdirSync(path.join(target, "releases"));
  expect(releases).toHaveLength(3);
  expect(releases).toContain(
    path.basename(readlinkSync(path.join(target, "current"))),
  );
  expect(releases).toContain(
    path.basename(readlinkSync(path.join(target, "previous"))),
  );
  await expect.poll(() => aboutRelease()).toBe("v1");
});

test("two deploys started together, one of a release nginx refuses: one at a time, the good one live, previous a release that served, --rollback back to it", async () => {
  test.setTimeout(60_000);
  const broken = brokenBuild();
  // Each round deploys the other version, so /about shows which is live; the broken one is started
  // second, then first.
  const rounds = [
    { good: path.join(work, "build-v2"), version: "v2", brokenFirst: false },
    { good: path.resolve("build"), version: "v1", brokenFirst: true },
  ] as const;
  for (const { good, version, brokenFirst } of rounds) {
    const before = linkedRelease("current");
    // Held here while both start, so that both must wait for it, then race for it.
    const unlock = acquireDeployLock(target, { command: "deploy", log() {} });
    const first = site.startDeploy("--build", brokenFirst ? broken : good);
    const second = site.startDeploy("--build", brokenFirst ? good : broken);
    const waiting = `waiting for the deploy started by pid ${process.pid} at`;
    await expect
      .poll(() => [first, second].map((run) => run.stderr().includes(waiting)))
      .toEqual([true, true]);
    unlock();
    const [goodRun, brokenRun] = await Promise.all(
      brokenFirst ? [second.done, first.done] : [first.done, second.done],
    );

    expect(goodRun.code, goodRun.stderr).toBe(0);
    const release = /(\d{8}-\d{6}-\d{3}) is live/.exec(goodRun.stdout)?.[1];
    expect(goodRun.stdout).toContain(`${before} kept for --rollback`);
    expect(brokenRun.code).toBe(1);
    expect(brokenRun.stderr).toMatch(
      /unknown directive "this_is_not_a_directive"/,
    );
    // It ran wholly before the good one or wholly after: what it left live is one of theirs.
    const [, failed, stayed] =
      /nginx -t failed with release (\S+); (\S+) stays live/.exec(
        brokenRun.stderr,
      ) ?? [];
    expect([before, release]).toContain(stayed);

    expect(linkedRelease("current")).toBe(release);
    expect(linkedRelease("previous")).toBe(before);
    const releases = readdirSync(path.join(target, "releases"));
    expect(releases).toContain(before);
    expect(releases).not.toContain(failed);
    expect(existsSync(path.join(target, LOCK_FILE))).toBe(false);
    await expect.poll(() => aboutRelease()).toBe(version);
  }

  const good = linkedRelease("previous");
  const { stdout } = await deploy("--rollback");
  expect(stdout).toContain(`rolled back to ${good}`);
  expect(linkedRelease("current")).toBe(good);
  await expect.poll(() => aboutRelease()).toBe("v2");
});
