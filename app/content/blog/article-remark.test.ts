import { compile } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";

import { remarkArticleGuard } from "./article-remark";

const CLOSING = `<CallToAction title="Talk to us" label="Get in touch" to="/contact" />`;
const knownPaths = new Set([
  "/contact",
  "/case-studies",
  "/blog/other-article",
]);

/** Compiles an article body the way the build does. */
function compileArticle(body: string) {
  return compile(
    { path: "app/content/blog/sample.mdx", value: body },
    {
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        [remarkArticleGuard, { isKnownPath: (p: string) => knownPaths.has(p) }],
      ],
    },
  );
}

describe("the article guard", () => {
  it("accepts Markdown, the allow-listed components and known links", async () => {
    const body = `---
id: sample
---

## A section

Text with a [link to our work](/case-studies), [another article](/blog/other-article),
[contact details](/contact#contact) and [a source](https://example.org/report).

| Column | Other |
| --- | --- |
| a | b |

{/* A note for editors. */}

<StatGrid>
  <Stat value="73%" label="of something" />
</StatGrid>

<Callout tone="tip" title="A tip">Text.</Callout>

<Figure caption="A table">

| A | B |
| --- | --- |
| 1 | 2 |

</Figure>

${CLOSING}
`;
    await expect(compileArticle(body)).resolves.toBeDefined();
  });

  it.each([
    [
      "an import",
      `import X from "./x"\n\n${CLOSING}`,
      "1:1",
      "cannot import or export",
    ],
    [
      "an export",
      `export const a = 1\n\n${CLOSING}`,
      "1:1",
      "cannot import or export",
    ],
    [
      "code in braces",
      `Text {1 + 1}\n\n${CLOSING}`,
      "1:6",
      "cannot run code in braces",
    ],
    [
      "an unknown component",
      `<Chart data="x" />\n\n${CLOSING}`,
      "1:1",
      "<Chart> is not an article component. Use Markdown or one of: CallToAction, Callout, Figure, Stat, StatGrid.",
    ],
    [
      "raw HTML",
      `Some <span>text</span>\n\n${CLOSING}`,
      "1:6",
      "<span> is not an article component",
    ],
    [
      "a second h1",
      `# Title again\n\n${CLOSING}`,
      "1:1",
      "only level-1 heading",
    ],
    [
      "a heading in Title Case",
      `## What Comes Next For Your Team\n\n${CLOSING}`,
      "1:1",
      "in sentence case",
    ],
    [
      "a level-5 heading, which the article's styles do not draw",
      `##### Small print\n\n${CLOSING}`,
      "1:1",
      "Headings go down to level 4",
    ],
    [
      "a heading in Title Case, which the build's copy check refuses",
      `## What Comes Next For Your Team\n\n${CLOSING}`,
      "1:1",
      "write it in sentence case",
    ],
    [
      "a Markdown image",
      `![A chart](/chart.png)\n\n${CLOSING}`,
      "1:1",
      "use <Figure src alt width height caption>",
    ],
    [
      "a link to no page",
      `See [our team](/team).\n\n${CLOSING}`,
      "1:5",
      'The link to "/team" leads to no page of the site.',
    ],
    [
      "an insecure link",
      `See [a site](http://example.org).\n\n${CLOSING}`,
      "1:5",
      "must be a site path",
    ],
    [
      "no closing call to action",
      `Just text.`,
      "1:1",
      "must end with a <CallToAction> block",
    ],
    [
      "a call to action that is not last",
      `${CLOSING}\n\nMore text.`,
      "3:1",
      "must end with a <CallToAction> block",
    ],
  ])(
    "rejects %s, naming the file, line and column",
    async (_what, body, place, reason) => {
      await expect(compileArticle(body)).rejects.toThrow(reason);
      await expect(compileArticle(body)).rejects.toMatchObject({
        file: "app/content/blog/sample.mdx",
        place: {
          start: expect.objectContaining({
            line: Number(place.split(":")[0]),
            column: Number(place.split(":")[1]),
          }),
        },
      });
    },
  );
});
