import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";

import updateNotice from "../../content/update-notice.json" with { type: "json" };
import { pageLink } from "../../app/content/navigation";
import { startSuperstatic } from "../superstatic.mjs";
import { watchCspViolations } from "./csp";
import { buildNextRelease, freePort, startDeployTarget } from "./deploy-kit";
import { expect, test as siteTest } from "./fixtures";
import { routes } from "./site";
import {
  builtVersion,
  markPage,
  reloaded,
  runChecks,
} from "./version-requests";

/**
 * A tab opened before a deploy keeps working after it (asset-window.ts): on nginx through
 * `npm run deploy:nginx`, on Firebase (superstatic) through `npm run deploy:firebase-assets`
 * before the release. The tab loads /home on release 1; release 2 renames every hashed asset
 * and changes /about's words; the tab's click on /about then imports release 1's route chunk,
 * which the host must still hold: no 404, no reload instead of the click, no CSP violation, and
 * the version check then offers release 2.
 */

const run = promisify(execFile);
/** `npm run deploy:firebase-assets -- <site> --build <build>`. */
const carryFirebaseAssets = (site: string, build: string) =>
  run(process.execPath, [
    path.resolve("scripts/deploy/firebase-assets.ts"),
    site,
    "--build",
    build,
  ]);
const about = pageLink("about");
const aboutHeading =
  routes.find((route) => route.path === about.route)?.heading ?? "";
// v2 shouts the heading's first two words, in the page and in its code.
const OLD_WORDS = aboutHeading.split(" ").slice(0, 2).join(" ");
const NEW_WORDS = OLD_WORDS.toUpperCase();

let work = "";
let v2Build = "";
let v2Version = "";
let nginx: Awaited<ReturnType<typeof startDeployTarget>> | undefined;
let firebase: Awaited<ReturnType<typeof startSuperstatic>> | undefined;
let firebasePort = 0;

const test = siteTest.extend<{ host: "nginx" | "firebase" }>({
  host: ["nginx", { option: true }],
  baseURL: async ({ host }, use) =>
    use(host === "nginx" ? nginx?.baseUrl : `http://127.0.0.1:${firebasePort}`),
});

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Two copies of the build and a deploy: over two minutes on two cores kept busy by other work.
  test.setTimeout(300_000);
  work = mkdtempSync(path.join(tmpdir(), "open-tabs-"));
  v2Build = path.join(work, "build-v2");
  v2Version = buildNextRelease(path.resolve("build"), v2Build, (text, file) =>
    file === `${about.route.slice(1)}/index.html` ||
    (file.startsWith("assets/") && file.endsWith(".js"))
      ? text.replaceAll(OLD_WORDS, NEW_WORDS)
      : text,
  );
  nginx = await startDeployTarget(
    path.join(work, "nginx-host"),
    path.resolve("build"),
  );
  // Firebase's release 1: the step run before its deploy, when the live site (the global setup's
  // superstatic, the same build) had no history yet.
  const v1Build = path.join(work, "build-v1");
  for (const part of ["client", "firebase.json", "hosting-facts.json"])
    cpSync(path.resolve("build", part), path.join(v1Build, part), {
      recursive: true,
    });
  const { stdout } = await carryFirebaseAssets(
    process.env.E2E_FIREBASE_BASE_URL ?? "",
    v1Build,
  );
  expect(stdout).toContain("carried 0 assets");
  firebasePort = await freePort();
  firebase = await startSuperstatic({ buildDir: v1Build, port: firebasePort });
});

test.afterAll(async () => {
  await nginx?.stop();
  await firebase?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The route chunk of /about as the page's own build names it. */
const aboutChunk = (page: Page) =>
  page.evaluate((route) => {
    const { routes: manifest } = (
      window as unknown as {
        __reactRouterManifest: {
          routes: Record<string, { path?: string; module: string }>;
        };
      }
    ).__reactRouterManifest;
    return (
      Object.values(manifest).find((entry) => `/${entry.path}` === route)
        ?.module ?? ""
    );
  }, about.route);

/**
 * Opens /home on release 1, runs `release` (release 2 goes live), clicks the menu's link to
 * /about in the old tab and follows the version check to release 2.
 */
async function openTabThroughDeploy(page: Page, release: () => Promise<void>) {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) =>
    failures.push(`${request.failure()?.errorText} ${request.url()}`),
  );
  // Real time, but a check interval can be jumped over (version-requests.ts).
  await page.clock.install();
  await page.goto("/home");
  const v1Version = await builtVersion(page);
  const chunk = await aboutChunk(page);
  expect(chunk).toMatch(/^\/assets\//);
  // The old tab has not loaded /about's code yet: the click will need it from the host.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => e.name),
    ),
  ).not.toContainEqual(expect.stringContaining(chunk));
  await markPage(page);

  await release();
  // Once a new visitor gets release 2, every connection is served by it (nginx's old workers
  // close their idle ones at the reload).
  await expect
    .poll(
      async () =>
        (await (await page.request.get("/version.json")).json()).version,
    )
    .toBe(v2Version);
  expect(v2Version).not.toBe(v1Version);

  const chunkLoaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === chunk,
  );
  await page
    .getByRole("banner")
    .getByRole("link", { name: about.name, exact: true })
    .click();
  expect((await chunkLoaded).status()).toBe(200);
  // The page clicked, in the tab's own build, and the same document: no reload, no lost click.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    aboutHeading,
  );
  expect(new URL(page.url()).pathname).toBe(about.route);
  expect(await reloaded(page)).toBe(false);
  expect(failures).toEqual([]);
  expect(violations).toEqual([]);

  // The version check offers release 2, then reloads into it.
  const reload = page.waitForEvent("load");
  await runChecks(page, 1);
  await expect(
    page.getByRole("status").filter({ hasText: updateNotice.title }),
  ).toBeVisible();
  await reload;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    aboutHeading.replace(OLD_WORDS, NEW_WORDS),
  );
  expect(await builtVersion(page)).toBe(v2Version);
  // What the page fetches after its load too (the dialogs' styles), before the hosts stop.
  await page.waitForLoadState("networkidle");
  expect(failures).toEqual([]);
  expect(violations).toEqual([]);
}

test.describe("on nginx", () => {
  test.use({ host: "nginx" });

  test("a tab opened on release 1 follows its next click after release 2 goes live", async ({
    page,
  }) => {
    await openTabThroughDeploy(page, async () => {
      // Release 2's own files lack the chunk the old tab needs: the deploy must carry it.
      expect(
        existsSync(path.join(v2Build, "client", await aboutChunk(page))),
      ).toBe(false);
      await nginx?.deploy("--build", v2Build);
    });
    // A rollback carries the other way: a tab now on release 2 keeps finding its chunks.
    const v2Chunk = await aboutChunk(page);
    await nginx?.deploy("--rollback");
    await expect
      .poll(
        async () =>
          (await (await page.request.get("/version.json")).json()).version,
      )
      .not.toBe(v2Version);
    expect((await page.request.get(v2Chunk)).status()).toBe(200);
  });
});

test.describe("on Firebase (superstatic)", () => {
  test.use({ host: "firebase" });

  test("a tab opened on release 1 follows its next click after release 2 goes live", async ({
    page,
  }) => {
    await openTabThroughDeploy(page, async () => {
      const site = `http://127.0.0.1:${firebasePort}`;
      const v1Chunk = await aboutChunk(page);
      // Without the step, release 2 alone would not hold the chunk the old tab needs.
      const alone = await startSuperstatic({ buildDir: v2Build });
      const missing = await fetch(alone.url + v1Chunk);
      await alone.close();
      expect(missing.status).toBe(404);

      await carryFirebaseAssets(site, v2Build);
      await firebase?.close();
      firebase = await startSuperstatic({
        buildDir: v2Build,
        port: firebasePort,
      });
      const carried = await fetch(site + v1Chunk);
      expect(carried.status).toBe(200);
      expect(carried.headers.get("cache-control")).toContain("immutable");
      const history = await fetch(`${site}/asset-releases.json`);
      expect(history.headers.get("cache-control")).toBe("no-cache");
      expect((await history.json()).releases).toHaveLength(2);
    });
  });
});
