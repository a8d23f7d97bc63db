import path from "node:path";

import { describe, expect, it } from "vitest";

import { NGINX_RULES_FILE } from "../hosting/nginx-config.ts";
import { DEFAULT_KEEP } from "./asset-window.ts";
import {
  parseDeployArgs,
  releaseConfig,
  releaseName,
  releasesToPrune,
} from "./deploy-nginx.ts";

describe("parseDeployArgs", () => {
  it("deploys build/ to the one target folder, keeping three releases, with nginx's own config", () => {
    expect(parseDeployArgs(["/var/www/site"])).toEqual({
      target: "/var/www/site",
      rollback: false,
      build: path.resolve("build"),
      keep: DEFAULT_KEEP,
      nginx: "nginx",
      nginxConf: undefined,
    });
  });

  it("takes the rollback, the build, the count and nginx from options or the environment", () => {
    const options = parseDeployArgs(
      ["site", "--rollback", "--build=/tmp/b", "--keep", "5"],
      { NGINX_PATH: "/opt/nginx", NGINX_CONF: "/tmp/nginx.conf" },
    );
    expect(options).toMatchObject({
      target: path.resolve("site"),
      rollback: true,
      build: "/tmp/b",
      keep: 5,
      nginx: "/opt/nginx",
      nginxConf: "/tmp/nginx.conf",
    });
    expect(
      parseDeployArgs(["site", "--nginx", "/a", "--nginx-conf", "/b"], {
        NGINX_PATH: "/opt/nginx",
      }),
    ).toMatchObject({ nginx: "/a", nginxConf: "/b" });
  });

  it("refuses no target, two targets, unknown options and fewer than two releases kept", () => {
    expect(() => parseDeployArgs([])).toThrow(/exactly one target/);
    expect(() => parseDeployArgs(["a", "b"])).toThrow(/exactly one target/);
    expect(() => parseDeployArgs(["a", "--force"])).toThrow(/Usage/);
    expect(() => parseDeployArgs(["a", "--keep", "1"])).toThrow(/at least 2/);
    expect(() => parseDeployArgs(["a", "--keep", "two"])).toThrow(/at least 2/);
  });
});

describe("releaseName", () => {
  it("is the UTC time to the millisecond, sorting by age", () => {
    expect(releaseName(new Date("2026-03-02T08:04:05.067Z"))).toBe(
      "20260302-080405-067",
    );
    expect(
      releaseName(new Date("2026-03-02T08:04:05.067Z")) <
        releaseName(new Date("2026-03-02T08:04:05.068Z")),
    ).toBe(true);
  });
});

describe("releasesToPrune", () => {
  const names = [
    "20260101-000000-000",
    "20260102-000000-000",
    "20260103-000000-000",
    "20260104-000000-000",
    "20260105-000000-000",
  ];

  it("removes all but the newest ones", () => {
    expect(
      releasesToPrune(names, 3, ["20260105-000000-000", "20260104-000000-000"]),
    ).toEqual(["20260101-000000-000", "20260102-000000-000"]);
  });

  it("never removes the live or the previous release, however old after a rollback", () => {
    expect(
      releasesToPrune(names, 2, ["20260101-000000-000", "20260102-000000-000"]),
    ).toEqual(["20260103-000000-000"]);
  });

  it("leaves what is not a release: a copy under way, a stray file", () => {
    expect(
      releasesToPrune(
        [".partial-20250101-000000-000", "notes.txt", ...names],
        5,
      ),
    ).toEqual([]);
  });
});

describe("releaseConfig", () => {
  it("names the release's root and rules by their real paths, not through current", () => {
    const config = releaseConfig("/srv/site/releases/r1");
    expect(config).toContain("root /srv/site/releases/r1/client;");
    expect(config).toContain(
      `include /srv/site/releases/r1/nginx/${NGINX_RULES_FILE};`,
    );
    expect(config).not.toContain("current");
  });

  it("refuses a folder nginx would read differently", () => {
    expect(() => releaseConfig("/srv/my site")).toThrow(/safely/);
    expect(() => releaseConfig("/srv/a;b")).toThrow(/safely/);
  });
});
