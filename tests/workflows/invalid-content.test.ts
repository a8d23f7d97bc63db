import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  ARTICLES_DIR,
  loadArticleIndex,
} from "../../app/content/blog/article-files.server";
import { contentProblems } from "../../scripts/vite-plugin-content";

/**
 * A marketer's mistake in a data file or an article stops the content checks, naming the file and
 * the field (issue 16). Done in a copy of content/ and of one article; no build: the build runs
 * the same checks first (scripts/vite-plugin-content.ts, the article index of the React Router
 * config) and stops with their message.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

type Entry = Record<string, unknown>;
const readJson = (dir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Entry;
const writeJson = (dir: string, file: string, data: unknown) =>
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

/** A fresh copy of content/ under a temporary project root. */
function contentCopy(parent: string, name: string) {
  const copy = path.join(parent, name);
  cpSync(path.join(root, "content"), path.join(copy, "content"), {
    recursive: true,
  });
  return copy;
}

describe("an invalid entry, named by file and field", () => {
  let tmp: string;

  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), "invalid-content-"));
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("passes the content checks as it stands (the copy is sound before the mistake)", () => {
    expect(contentProblems(contentCopy(tmp, "sound"))).toEqual([]);
  });

  it("a case study with an unknown category: the study's file and its field category", () => {
    const copy = contentCopy(tmp, "case-study");
    const name = readdirSync(path.join(copy, "content/case-studies"))
      .filter((file) => file.endsWith(".json"))
      .sort()[0];
    const file = `content/case-studies/${name}`;
    const study = readJson(copy, file);
    writeJson(copy, file, { ...study, category: "Mining" });
    expect(contentProblems(copy)).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.replaceAll(".", "\\.")}: field category: `),
      ),
    ]);
  });

  it("a service with a colour outside the palette: services.json, the service and its field color", () => {
    const copy = contentCopy(tmp, "service");
    const file = "content/services.json";
    const data = readJson(copy, file);
    const services = data.services as Entry[];
    const last = services.length - 1;
    const service = services[last] as Entry;
    service.color = "teal";
    writeJson(copy, file, data);
    const problems = contentProblems(copy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `${file}: field services[${last}] (${String(service.title)}).color: `,
    );
  });

  it("an article with a publish date that is not a date: the article's file and the field publishDate", () => {
    // An article copied from one of today's, in a folder of its own, as the loader the build
    // uses reads it (covers are looked up in the real public/).
    const articles = path.join(tmp, "blog");
    mkdirSync(articles);
    const existing = readdirSync(ARTICLES_DIR).find((file) =>
      file.endsWith(".mdx"),
    );
    if (!existing) throw new Error("content/articles: no article to copy");
    const id = "a-broken-article";
    const source = readFileSync(path.join(ARTICLES_DIR, existing), "utf8")
      .replace(/^id: .*$/m, `id: ${id}`)
      .replace(/^publishDate: .*$/m, "publishDate: next Tuesday");
    expect(source).toContain("publishDate: next Tuesday");
    writeFileSync(path.join(articles, `${id}.mdx`), source);
    const load = () => loadArticleIndex(articles, path.join(root, "public"));
    expect(load).toThrow(`${id}.mdx: invalid front matter`);
    expect(load).toThrow(/field "publishDate": must be an ISO date/);
  });
});
