import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";

import { articleRemarkPlugins } from "./article-remark";
import { ARTICLES_DIR } from "./article-files.server";

const CLOSING = `<CallToAction title="Talk to us" label="Get in touch" to="/contact" />`;

/** Compiles an article body with the build's own remark steps and returns the JavaScript. */
async function compileArticle(body: string) {
  const file = await compile(
    { path: "app/content/blog/sample.mdx", value: `${body}\n\n${CLOSING}\n` },
    { remarkPlugins: articleRemarkPlugins(() => true) },
  );
  return String(file);
}

describe("typographic quotes in articles", () => {
  it("turns straight quotes and apostrophes in the text into typographic ones", async () => {
    const out = await compileArticle(
      `## Today's numbers\n\nThe client's team said "ship it", then 'not yet'.`,
    );
    expect(out).toContain("Today’s numbers");
    expect(out).toContain("The client’s team said “ship it”, then ‘not yet’.");
  });

  it("pairs quotes across bold text and links", async () => {
    const out = await compileArticle(
      `A goal such as "**process 70%** of invoices" and "[ask us](/contact)".`,
    );
    expect(out).toContain(`"A goal such as “"`);
    expect(out).toContain(`" of invoices” and “"`);
    expect(out).toContain(`"”."`);
  });

  it("leaves code spans and code blocks exactly as written", async () => {
    const out = await compileArticle(
      "Run `npm run build -- --mode 'prod'` now.\n\n```ts\nconst s = \"it's\";\n```",
    );
    expect(out).toContain(`"npm run build -- --mode 'prod'"`);
    expect(out).toContain(String.raw`const s = \"it's\";`);
  });

  it("keeps dashes and ellipses as written", async () => {
    const out = await compileArticle("Wait... then -- go.");
    expect(out).toContain("Wait... then -- go.");
  });

  it(
    "leaves no straight quote in any string of the shipped articles' compiled code",
    {
      timeout: 30_000,
    },
    async () => {
      for (const name of readdirSync(ARTICLES_DIR).filter((n) =>
        n.endsWith(".mdx"),
      )) {
        const source = readFileSync(path.join(ARTICLES_DIR, name), "utf8");
        const file = await compile(
          { path: path.join(ARTICLES_DIR, name), value: source },
          { remarkPlugins: articleRemarkPlugins(() => true) },
        );
        // Every string literal of the compiled module: the text React renders, attribute values
        // and import paths (which hold no quotes).
        const texts = [...String(file).matchAll(/"((?:[^"\\]|\\.)*)"/g)]
          .map((match) => JSON.parse(`"${match[1]}"`) as string)
          .filter((text) => /["']/.test(text));
        expect(texts, name).toEqual([]);
      }
    },
  );
});
