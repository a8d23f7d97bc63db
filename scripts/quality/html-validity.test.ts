import { afterAll, describe, expect, it } from "vitest";

import {
  brokenBuild,
  goodBuild,
  page,
  removeBuilds,
  writeBuild,
} from "./build-test-kit.ts";
import { validateHtml, validatePages } from "./check-build.ts";

afterAll(removeBuilds);

const rulesBroken = async (body: string) =>
  (await validateHtml(page({ title: "Broken", body }), "/broken")).map(
    (problem) => problem.ruleId,
  );

describe("validateHtml", () => {
  it("accepts the valid page React writes, void elements self-closed and all", async () => {
    expect(
      await validateHtml(
        `<!DOCTYPE html><html lang="en-ZA"><head><meta charSet="utf-8"/><title>Fine</title><script type="module" async="">import "/a.js";</script></head><body><p hidden="">Fine<br/></p></body></html>`,
        "/fine",
      ),
    ).toEqual([]);
  });

  it("rejects a duplicate id", async () => {
    expect(await rulesBroken('<p id="x">a</p><p id="x">b</p>')).toEqual([
      "no-dup-id",
    ]);
  });

  it("rejects an element left unclosed", async () => {
    expect(await rulesBroken("<div><section><p>text</div>")).toContain(
      "close-order",
    );
  });

  it("rejects interactive content nested in interactive content", async () => {
    expect(
      await rulesBroken(
        '<a href="/home"><button type="button">Go</button></a>',
      ),
    ).toEqual(["element-permitted-content"]);
  });

  it("rejects what the app got wrong before: a <meta> in <body>, a <span> in an <ol>", async () => {
    // As React wrote them: the fallback's <noscript> straight in <body>, the timeline's line.
    const messages = async (body: string) =>
      (
        await validateHtml(
          `<!doctype html><html lang="en"><head><title>Broken</title></head><body>${body}</body></html>`,
          "/broken",
        )
      ).map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(
      await messages(
        '<noscript><meta http-equiv="refresh" content="0;url=/home"></noscript>',
      ),
    ).toEqual([
      "element-permitted-content: <meta> element is not permitted as content under <body>",
    ]);
    expect(await messages("<ol><span></span><li>step</li></ol>")).toEqual([
      "element-permitted-content: <span> element is not permitted as content under <ol>",
    ]);
  });

  it("rejects a reference to an id the page lacks, and a missing doctype", async () => {
    expect(
      await rulesBroken(
        '<button type="button" aria-controls="nowhere">Menu</button>',
      ),
    ).toEqual(["no-missing-references"]);
    expect(
      (
        await validateHtml(
          '<html lang="en"><head><title>x</title></head><body></body></html>',
          "/no-doctype",
        )
      ).map((problem) => problem.ruleId),
    ).toEqual(["missing-doctype"]);
  });
});

describe("validatePages", () => {
  it("validates every page of a build, the fallback included", async () => {
    expect(await validatePages(writeBuild(goodBuild()))).toEqual({
      pages: 3,
      problems: [],
    });
    const report = await validatePages(
      brokenBuild({
        "index.html": page({ title: "", body: "<p>Fallback</p>" }),
      }),
    );
    expect(report.problems).toEqual([
      expect.objectContaining({
        page: "(fallback) index.html",
        ruleId: "empty-title",
      }),
    ]);
  });
});
