import { expect, test } from "./fixtures";
import {
  archiveSection,
  articleWords,
  featuredSection,
} from "../../app/content/blog-sections";
import { formatLongDate } from "../../app/lib/dates";
import { pageTitle } from "../../app/lib/seo";
import { articles, articleTexts, identity } from "./site";

const articlePath = (id: string) => `/blog/${id}`;

const [newest] = articles;
if (!newest) throw new Error("The article index is empty.");
/** The cards of "Featured Articles": the newest three featured. */
const featured = articles.filter((a) => a.featured).slice(0, 3);
const [newestFeatured] = featured;
if (!newestFeatured) throw new Error("No article is featured.");

/** A card's or header's date as the site writes it (en-ZA, month in full; dates.test.ts). */
const longDate = formatLongDate;

/** The label of an article's closing call to action, read from its MDX. */
const callToAction = (id: string) => articleTexts.get(id)?.callToAction ?? "";

test.describe("blog listing", () => {
  test("has Featured Articles (the newest three featured) and All Articles (every one), newest first", async ({
    page,
  }) => {
    await page.goto("/blog");
    const newestFirst = [...articles].sort((a, b) =>
      b.publishDate.localeCompare(a.publishDate),
    );

    for (const [name, listed] of [
      [
        featuredSection.title,
        newestFirst.filter((a) => a.featured).slice(0, 3),
      ],
      [archiveSection.title, newestFirst],
    ] as const) {
      const section = page.getByRole("region", { name });
      await expect(section).toBeVisible();
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(listed.length);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        listed.map((a) => a.title),
      );
      for (const article of listed) {
        await expect(
          section.getByRole("link", { name: article.title }),
        ).toHaveAttribute("href", articlePath(article.id));
      }
    }
  });

  test("each card shows category, date and read time", async ({ page }) => {
    await page.goto("/blog");
    const section = page.getByRole("region", { name: archiveSection.title });
    await expect(section).toContainText(archiveSection.count(articles.length));
    for (const article of articles) {
      const card = section
        .getByRole("article")
        .filter({ has: page.getByRole("link", { name: article.title }) });
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(articleWords.readTime(article.readTime));
      await expect(card.locator("time")).toHaveAttribute(
        "datetime",
        article.publishDate,
      );
      // en-ZA: day, month in full, year.
      await expect(card.locator("time")).toHaveText(
        longDate(article.publishDate),
      );
    }
  });

  test("its visible text uses typographic quotes and apostrophes", async ({
    page,
  }) => {
    for (const path of ["/blog", ...articles.map((a) => articlePath(a.id))]) {
      await page.goto(path);
      const text = await page.getByRole("main").innerText();
      expect(text.match(/.{0,30}['"].{0,30}/g), path).toBeNull();
    }
  });

  test("a card click opens its article", async ({ page }) => {
    await page.goto("/blog");
    await page
      .getByRole("region", { name: "Featured Articles" })
      .getByRole("link", { name: newestFeatured.title })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${articlePath(newestFeatured.id)}$`),
    );
    await expect(
      page.getByRole("heading", { level: 1, name: newestFeatured.title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      pageTitle(identity.name, newestFeatured.title),
    );
  });

  test("loads only the first card image at once, each with a size", async ({
    page,
  }) => {
    await page.goto("/blog");
    const images = page.getByRole("main").locator("article img");
    await expect(images).toHaveCount(featured.length);
    for (const [index, article] of featured.entries()) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute(
        "loading",
        index === 0 ? "eager" : "lazy",
      );
      await expect(image).toHaveAttribute("width", String(article.image.width));
      await expect(image).toHaveAttribute(
        "height",
        String(article.image.height),
      );
    }
  });
});

for (const article of articles) {
  test.describe(`article ${article.id}`, () => {
    const path = articlePath(article.id);

    test("shows badge, title, author, date and read time", async ({ page }) => {
      await page.goto(path);
      const header = page
        .getByRole("article", { name: article.title })
        .locator("header");
      await expect(
        page.getByRole("heading", { level: 1, name: article.title }),
      ).toBeVisible();
      await expect(
        header.getByText(article.category, { exact: true }),
      ).toBeVisible();
      await expect(
        header.getByText(article.author, { exact: true }),
      ).toBeVisible();
      const date = header.locator(`time[datetime="${article.publishDate}"]`);
      await expect(date).toHaveText(longDate(article.publishDate));
      await expect(header).toContainText(
        articleWords.readTime(article.readTime),
      );
      await expect(page).toHaveTitle(pageTitle(identity.name, article.title));
    });

    test("has a described cover image and the full text", async ({ page }) => {
      await page.goto(path);
      const cover = page.getByRole("img", { name: article.image.alt });
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute("width", String(article.image.width));
      await expect(cover).toHaveAttribute(
        "height",
        String(article.image.height),
      );
      await expect(
        page
          .getByRole("article", { name: article.title })
          .getByRole("heading", { level: 2 })
          .first(),
      ).toBeVisible();
    });

    test("ends with its call to action and a back-to-blog link", async ({
      page,
    }) => {
      await page.goto(path);
      const cta = page
        .getByRole("article", { name: article.title })
        .getByRole("link", { name: callToAction(article.id) });
      await expect(cta).toHaveAttribute("href", "/contact");
      // Other articles, if there are any, before the way back.
      await expect(
        page.getByRole("region", { name: articleWords.related.title }),
      ).toHaveCount(articles.length > 1 ? 1 : 0);
      const backLinks = page.getByRole("link", { name: articleWords.backLink });
      await expect(backLinks).toHaveCount(2);
      for (const link of await backLinks.all())
        await expect(link).toHaveAttribute("href", "/blog");

      await backLinks.last().click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(
        page.getByRole("region", { name: featuredSection.title }),
      ).toBeVisible();
    });

    test("the call to action leads to the contact page", async ({ page }) => {
      await page.goto(path);
      await page
        .getByRole("article", { name: article.title })
        .getByRole("link", { name: callToAction(article.id) })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test("loads its own text and no other article's", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      // Hydration imports the article's chunk; on a loaded machine that can come after
      // "networkidle", so wait for it rather than assume it has happened.
      await expect
        .poll(() =>
          scripts.some((url) => url.includes(`/assets/${article.id}-`)),
        )
        .toBe(true);
      await page.waitForLoadState("networkidle");
      for (const other of articles.filter((a) => a.id !== article.id))
        expect(
          scripts.some((url) => url.includes(`/assets/${other.id}-`)),
        ).toBe(false);
    });
  });
}

/** The first article whose text has the thing a test needs; the content decides which one. */
function articleWith<T>(
  pick: (text: NonNullable<ReturnType<typeof articleTexts.get>>) => T | null,
) {
  for (const article of articles) {
    const text = articleTexts.get(article.id);
    const found = text ? pick(text) : null;
    if (found) return { article, found };
  }
  return null;
}

test.describe("an article's text", () => {
  test("links to the site's own pages, which open", async ({ page }) => {
    const withLink = articleWith((text) => text.internalLink);
    test.skip(!withLink, "No article links to a page of the site.");
    if (!withLink) return;
    const { article, found: link } = withLink;
    await page.goto(articlePath(article.id));
    const body = page.getByRole("article", { name: article.title });
    const anchor = body
      .getByRole("link", { name: link.name, exact: true })
      .first();
    await expect(anchor).toHaveAttribute("href", link.href);
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
  });

  test("a table scrolls inside its own frame on a phone, by keyboard too", async ({
    page,
  }) => {
    const withTable = articleWith((text) => text.tableCaption);
    test.skip(!withTable, "No article has a table.");
    if (!withTable) return;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(articlePath(withTable.article.id));
    const frame = page.getByRole("group", { name: withTable.found });
    await frame.focus();
    await expect(frame).toBeFocused();
    // CI once saw one press leave the focused frame unscrolled for 10 s on a busy machine (most
    // likely the key came before Chromium's compositor knew the frame as a scroller). Press again,
    // as a reader would, until it moves; focus must stay on the frame throughout.
    await expect(async () => {
      await page.keyboard.press("ArrowRight");
      await expect(frame).toBeFocused({ timeout: 500 });
      expect(await frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ intervals: [250, 500, 1_000], timeout: 10_000 });
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an article's full text is in the page", async ({ page }) => {
    const article = articles.at(-1) ?? newest;
    const text = articleTexts.get(article.id);
    await page.goto(articlePath(article.id));
    await expect(
      page.getByRole("heading", { level: 2, name: text?.firstHeading }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: text?.callToAction }),
    ).toBeVisible();
  });
});

test.describe("RSS feed", () => {
  test("is served as XML with every article, on absolute URLs", async ({
    page,
    request,
  }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const items = [...doc.querySelectorAll("item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        titles: items.map((item) => item.querySelector("title")?.textContent),
        links: items.map((item) => item.querySelector("link")?.textContent),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.titles).toEqual(articles.map((a) => a.title));
    expect(feed.links).toEqual(
      articles.map((a) => `${identity.siteUrl}${articlePath(a.id)}`),
    );
  });

  test("is announced to feed readers by the blog pages", async ({ page }) => {
    for (const path of ["/blog", articlePath(newest.id)]) {
      await page.goto(path);
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute("href", "/blog/rss.xml");
    }
  });
});
