import { describe, expect, it } from "vitest";

import {
  buildArticleIndex,
  readArticle,
  readTimeOf,
  type ArticleFile,
} from "./article-index";

const FILE = "app/content/blog/sample-article.mdx";

const frontMatter = {
  id: "sample-article",
  title: "A sample article",
  excerpt:
    "An excerpt long enough to serve as the search description of a sample article.",
  author: "Khanyisa Digital Strategy Team",
  publishDate: "2024-09-25",
  category: "Digital transformation",
  featured: true,
  image: {
    src: "/images/blog/sample-article.svg",
    alt: "An illustration",
  },
};

/** An article file whose front matter is `frontMatter` changed by `override` (undefined drops a field). */
function articleFile(
  override: Record<string, unknown> = {},
  fileName = FILE,
): ArticleFile {
  const data: Record<string, unknown> = { ...frontMatter, ...override };
  const yaml = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  return { fileName, source: `---\n${yaml}\n---\n\nThe body.\n` };
}

describe("readArticle", () => {
  it("returns the validated front matter and the body without it", () => {
    const { summary, body } = readArticle(articleFile());
    expect(summary).toEqual({ ...frontMatter, readTime: 1 });
    expect(body.trim()).toBe("The body.");
  });

  it("reads plain YAML as an author would write it", () => {
    const source = [
      "---",
      "id: sample-article",
      "title: A sample article",
      `excerpt: ${frontMatter.excerpt}`,
      "author: Khanyisa Digital Strategy Team",
      "publishDate: 2024-09-25",
      "category: Digital transformation",
      "featured: true",
      "image:",
      "  src: /images/blog/sample-article.svg",
      "  alt: An illustration",
      "---",
      "Text",
    ].join("\r\n");
    expect(readArticle({ fileName: FILE, source }).summary).toEqual({
      ...frontMatter,
      readTime: 1,
    });
  });

  it.each([
    ["title", { title: undefined }, 'field "title": is missing'],
    ["author", { author: "" }, 'field "author": must not be empty'],
    [
      "publishDate",
      { publishDate: "25 September 2024" },
      'field "publishDate": must be an ISO date such as 2024-09-25',
    ],
    [
      "featured",
      { featured: "yes" },
      'field "featured": Invalid input: expected boolean, received string',
    ],
    ["excerpt", { excerpt: "Too short." }, 'field "excerpt": must be at least'],
    ["image", { image: undefined }, 'field "image": is missing'],
    [
      "image.alt",
      { image: { ...frontMatter.image, alt: undefined } },
      'field "image.alt": is missing',
    ],
    [
      "image.src",
      { image: { ...frontMatter.image, src: "cover.png" } },
      'field "image.src": Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file, or an SVG drawing.',
    ],
    ["id", { id: "Sample Article" }, 'field "id": must be a lowercase slug'],
  ])(
    "names the file and the field when %s is bad",
    (_field, override, text) => {
      const read = () => readArticle(articleFile(override));
      expect(read).toThrow(`${FILE}: invalid front matter:`);
      expect(read).toThrow(text);
    },
  );

  it("lists every problem at once", () => {
    expect(() =>
      readArticle(articleFile({ title: undefined, featured: "yes" })),
    ).toThrow(/field "title": is missing\n {2}- field "featured"/);
  });

  it("rejects unknown fields, so a misspelt field is not silently ignored", () => {
    expect(() =>
      readArticle(articleFile({ publishedDate: "2024-09-25" })),
    ).toThrow(
      `${FILE}: invalid front matter:\n  - unknown field "publishedDate"`,
    );
  });

  it.each([
    "/images/uploads/blog/photo.jpg",
    "/images/uploads/blog/photo.jpeg",
    "/images/uploads/blog/IMG_0042.JPEG",
    "/images/uploads/blog/photo.png",
    "/images/uploads/blog/photo.webp",
    "/images/uploads/blog/drawing.SVG",
  ])("takes a cover in any format the site draws: %s", (src) => {
    const { summary } = readArticle(
      articleFile({ image: { ...frontMatter.image, src } }),
    );
    expect(summary.image.src).toBe(src);
  });

  it.each([
    "/images/uploads/blog/photo.gif",
    "/images/uploads/blog/photo.heic",
    "images/uploads/blog/photo.jpg",
  ])(
    "refuses a cover the site cannot draw, saying what it takes: %s",
    (src) => {
      expect(() =>
        readArticle(articleFile({ image: { ...frontMatter.image, src } })),
      ).toThrow("Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file");
    },
  );

  it("requires the id to equal the file name", () => {
    expect(() => readArticle(articleFile({ id: "another-name" }))).toThrow(
      `${FILE}: field "id" is "another-name" but must equal the file name, "sample-article".`,
    );
  });

  it("names the file when the front matter is missing or not YAML", () => {
    expect(() =>
      readArticle({ fileName: FILE, source: "# Just a heading\n" }),
    ).toThrow(`${FILE}: no front matter.`);
    expect(() =>
      readArticle({ fileName: FILE, source: "---\ntitle: [unclosed\n---\n" }),
    ).toThrow(`${FILE}: the front matter is not valid YAML`);
  });
});

describe("buildArticleIndex", () => {
  it("orders articles newest first, and by title on the same day", () => {
    const files = [
      articleFile({ id: "older", publishDate: "2024-09-20" }, "older.mdx"),
      articleFile(
        { id: "same-day-b", title: "B title", publishDate: "2024-09-25" },
        "same-day-b.mdx",
      ),
      articleFile({ id: "newest", publishDate: "2024-10-01" }, "newest.mdx"),
      articleFile(
        { id: "same-day-a", title: "A title", publishDate: "2024-09-25" },
        "same-day-a.mdx",
      ),
    ];
    expect(buildArticleIndex(files).map((a) => a.id)).toEqual([
      "newest",
      "same-day-a",
      "same-day-b",
      "older",
    ]);
    // The order of the files does not matter.
    expect(buildArticleIndex([...files].reverse())).toEqual(
      buildArticleIndex(files),
    );
  });

  it("rejects two articles with the same id", () => {
    const file = articleFile({ id: "twice" }, "twice.mdx");
    expect(() =>
      buildArticleIndex([file, { ...file, fileName: "other/twice.mdx" }]),
    ).toThrow('Two articles have the id "twice".');
  });

  it("gives an empty index for no files", () => {
    expect(buildArticleIndex([])).toEqual([]);
  });
});

describe("an article's read time", () => {
  const words = (count: number) =>
    Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

  it("is its body's words at 200 a minute, rounded up, markup aside", () => {
    expect(readTimeOf(words(200))).toBe(1);
    expect(readTimeOf(words(201))).toBe(2);
    expect(readTimeOf(words(1253))).toBe(7);
    expect(
      readTimeOf(
        `## A heading\n\n${words(400)}\n\n<CallToAction title="Talk" />`,
      ),
    ).toBe(3);
  });

  it("is at least a minute, and is no longer stated in the front matter", () => {
    expect(readTimeOf("")).toBe(1);
    expect(() => readArticle(articleFile({ readTime: 5 }))).toThrow(
      'unknown field "readTime"',
    );
  });

  it("comes with the front matter's prose in typographic quotes, as the site shows it", () => {
    const { summary } = readArticle(
      articleFile({ title: `The client's "one system"` }),
    );
    expect(summary.title).toBe("The client’s “one system”");
    expect(summary.image.src).toBe(frontMatter.image.src);
  });

  it("follows the body: a longer article reads longer", () => {
    const file = articleFile();
    const longer = { ...file, source: `${file.source}\n${words(600)}\n` };
    expect(readArticle(longer).summary.readTime).toBe(4);
  });
});
