import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

import { BUDGETS } from "./budgets.ts";
import { formatReport, runBuildChecks } from "./check-build.ts";
import {
  brokenBuild,
  goodBuild,
  incompressibleText,
  page,
  projectWithUploads,
  removeBuilds,
  SITE_URL,
  writeBuild,
} from "./build-test-kit.ts";

afterAll(removeBuilds);

const KB = 1024;
const cli = fileURLToPath(new URL("./check-build.ts", import.meta.url));
const runCli = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [cli, dir], {
    encoding: "utf8",
    env: { ...process.env, SITE_URL, ...env },
  });

describe("runBuildChecks", () => {
  it("passes a good build", async () => {
    const result = await runBuildChecks(writeBuild(goodBuild()), {
      siteUrl: SITE_URL,
    });
    expect(result.failures).toEqual([]);
    expect(formatReport(result)).toContain("Build checks passed.");
  });

  it("names every failure: the page or file, the figure or reference, the budget or rule", async () => {
    const result = await runBuildChecks(
      brokenBuild({
        "assets/shared.js": `export const blob = "${incompressibleText(1.5 * BUDGETS.javascript)}";`,
        "images/hero.png": Buffer.alloc(120 * KB),
        "about/index.html": page({
          title: "About",
          body: '<h1 id="team">About</h1><p id="team"><a href="/blog">Blog</a></p>',
        }),
      }),
      { siteUrl: SITE_URL },
    );
    expect(result.failures).toEqual([
      expect.stringMatching(
        new RegExp(
          `^budget: /about: first-load JavaScript \\(gzip\\) 1\\d\\d\\.\\d KB is over its budget of ${(BUDGETS.javascript / KB).toFixed(1)} KB$`,
        ),
      ),
      expect.stringMatching(/^budget: \/home: first-load JavaScript/),
      expect.stringMatching(
        /^budget: \(fallback\) index\.html: first-load JavaScript/,
      ),
      "budget: images/hero.png: image file size 120.0 KB is over its budget of 100.0 KB",
      "link: /about: /blog: redirects (302 → /home): no such page in the build",
      expect.stringMatching(
        /^html: \/about 15:\d+ Duplicate ID "team" \[no-dup-id\]/,
      ),
    ]);
  });
});

describe("the unused uploads in runBuildChecks", () => {
  it("names each picture no content uses, with where to delete it, without failing", async () => {
    const result = await runBuildChecks(writeBuild(goodBuild()), {
      siteUrl: SITE_URL,
      sourceRoot: projectWithUploads(),
    });
    expect(result.uploads).toEqual([
      "/images/uploads/clients/acme-old.png",
      "/images/uploads/clients/refused.gif",
    ]);
    expect(result.failures).toEqual([]);
    expect(formatReport(result)).toContain(
      "(left out of the build): 2, delete each from public/:\n  public/images/uploads/clients/acme-old.png\n  public/images/uploads/clients/refused.gif\n",
    );
  });
});

describe("the credentials about to expire in runBuildChecks", () => {
  it("names each credential within 60 days of its expiry, without failing", async () => {
    const shipped = JSON.parse(
      readFileSync("content/supplier-information.json", "utf8"),
    ) as { credentials: Record<string, unknown>[] };
    const [first, ...rest] = shipped.credentials;
    const inTenDays = new Date(Date.now() + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const project = writeBuild({
      "content/supplier-information.json": JSON.stringify({
        ...shipped,
        credentials: [
          { ...first, validFrom: null, expires: inTenDays },
          ...rest.map((credential) => ({ ...credential, expires: null })),
        ],
      }),
    });
    const result = await runBuildChecks(writeBuild(goodBuild()), {
      siteUrl: SITE_URL,
      sourceRoot: project,
    });
    expect(result.failures).toEqual([]);
    expect(result.expiring).toHaveLength(1);
    expect(formatReport(result)).toContain(
      `Credentials: expiring within 60 days (a warning: an expired one stops the build): 1, renew each:\n  content/supplier-information.json: ${String(first?.name)}`,
    );
  });
});

// Each test starts Node on a build: seconds on two busy cores.
describe("node scripts/quality/check-build.ts", { timeout: 30_000 }, () => {
  it("prints the tables and exits 0 on a good build", () => {
    const run = runCli(writeBuild(goodBuild()));
    expect(run.stdout).toMatch(/^\/home: JS [\d.]+ KB \/ [\d.]+ KB ok/m);
    expect(run.stdout).toContain("Build checks passed.");
    expect(run.status).toBe(0);
  });

  it("exits non-zero and names the failure on a broken one", () => {
    const run = runCli(
      brokenBuild({
        "images/photo.png": undefined,
        "images/hero.avif": Buffer.alloc(101 * KB),
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      "budget: images/hero.avif: image file size 101.0 KB is over its budget of 100.0 KB",
    );
    expect(run.stdout).toContain(
      "link: /home: /images/photo.png: the server answers 404: no such file in the build",
    );
  });

  it("says so when there is no build", () => {
    const run = runCli(writeBuild({ "robots.txt": "" }));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("run `npm run build` first");
  });
});
