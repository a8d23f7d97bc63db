import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readArticleFiles } from "../app/content/blog/article-files.server";
import { caseStudies } from "../app/content/case-studies/case-study-files.server";
import { contentFiles, contentFolders } from "../app/content/content-files";
import { ARTICLES, entryName } from "./cms-config";
import { frontMatterOf, siteContentOf } from "../tests/workflows/project-copy";
import { checkEntry } from "./entry-check";

/** The editor's check before a save (entry-check.ts) on the repository's content and on articles a marketer gets wrong. */

const root = path.resolve(import.meta.dirname, "..");

const site = siteContentOf(root);
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<
    string,
    unknown
  >;

/** The first article as the editor hands it over: its front matter and its body. */
function firstArticle() {
  const file = readArticleFiles()[0];
  if (!file) throw new Error("no article");
  const { summary, body } = frontMatterOf(file);
  return { ...summary, body } as Record<string, unknown>;
}

const saveArticle = (data: Record<string, unknown>) =>
  checkEntry({ collection: ARTICLES, path: "", data }, site);

describe("the editor's check before a save", () => {
  it.each(contentFiles.map((entry) => [entry.file]))(
    "accepts %s as it is",
    async (file) => {
      const { problems } = await checkEntry(
        { collection: "", path: file, data: readJson(file) },
        site,
      );
      expect(problems).toEqual([]);
    },
  );

  it("accepts every case study as it is, and a new one by its collection", async () => {
    const [folder] = contentFolders;
    if (!folder) throw new Error("no content folder");
    for (const study of caseStudies) {
      const file = `${folder.folder}/${study.id}.json`;
      const { problems } = await checkEntry(
        { collection: "", path: file, data: readJson(file) },
        site,
      );
      expect(problems, file).toEqual([]);
    }
    const { problems } = await checkEntry(
      { collection: entryName(folder.folder), path: "", data: {} },
      site,
    );
    expect(problems.length).toBeGreaterThan(0);
  });

  it("accepts every article as it is, and one linking to its own page", async () => {
    for (const file of readArticleFiles()) {
      const { summary, body } = frontMatterOf(file);
      const { problems } = await saveArticle({ ...summary, body });
      expect(problems, file.fileName).toEqual([]);
    }
    const article = firstArticle();
    const body = `See [this article](/blog/a-new-article).\n\n${String(article.body)}`;
    expect(
      (await saveArticle({ ...article, id: "a-new-article", body })).problems,
    ).toEqual([]);
  });

  it("checks a change of the company's facts against every file that names them", async () => {
    const identity = readJson("content/identity.json");
    // A page's search description names {name}: a long enough name takes it past 200 characters.
    const { problems } = await checkEntry(
      {
        collection: "",
        path: "content/identity.json",
        data: { ...identity, name: "A company name ".repeat(12).trim() },
      },
      site,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        / page › Search description: 50 to 200 characters once the facts are filled in/,
      ),
    );
    // A page's own check reads the facts of the content it is saved among, not the bundled ones.
    const home = readJson("content/pages/home.json");
    const longName = {
      ...site.files,
      "content/identity.json": {
        ...identity,
        name: "A company name ".repeat(12).trim(),
      },
    };
    expect(
      (
        await checkEntry(
          { collection: "", path: "content/pages/home.json", data: home },
          { ...site, files: longName },
        )
      ).problems,
    ).toContainEqual(expect.stringMatching(/^Search description: /));
  });

  it("refuses an article body the build refuses, naming the line", async () => {
    const article = firstArticle();
    const body = String(article.body);
    const withoutClosing = body.slice(0, body.lastIndexOf("<CallToAction"));
    expect(
      (await saveArticle({ ...article, body: withoutClosing })).problems,
    ).toEqual([
      expect.stringMatching(
        /^Article, line \d+: An article must end with a <CallToAction> block\.$/,
      ),
    ]);
    expect(
      (
        await saveArticle({
          ...article,
          body: `Read [our prices](/prices).\n\n${body}`,
        })
      ).problems,
    ).toEqual([
      'Article, line 1: The link to "/prices" leads to no page of the site.',
    ]);
    expect(
      (
        await saveArticle({
          ...article,
          body: `<div>raw</div>\n\n${body}`,
        })
      ).problems,
    ).toEqual([
      expect.stringMatching(
        /^Article, line 1: <div> is not an article component/,
      ),
    ]);
  });

  it("refuses an article's front matter the build refuses, with its body's problems", async () => {
    const { problems } = await saveArticle({
      ...firstArticle(),
      title: "",
      body: "Just words.",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Title: /),
      expect.stringMatching(/^Article, line 1: An article must end with/),
    ]);
  });
});
