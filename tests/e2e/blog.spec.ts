import { expect, test } from "./fixtures";
import { articles, identity } from "./site";

const articlePath = (id: string) => `/blog/${id}`;

const [newest] = articles;
if (!newest) throw new Error("The article index is empty.");

/** The dates as the spec writes them. */
const longDates: Record<string, string> = {
  "2024-09-25": "25 September 2024",
  "2024-09-23": "23 September 2024",
  "2024-09-20": "20 September 2024",
};

/** What the spec asks of each article beyond its front matter: its closing call to action. */
const callsToAction: Record<string, string> = {
  "digital-transformation-guide-2024": "Book a free consultation",
  "ai-transformation-enterprise": "Start your AI journey",
  "angular-scalability-performance": "Start your Angular journey",
};

test.describe("blog listing", () => {
  test("has Featured Articles and All Articles, three cards each, newest first", async ({
    page,
  }) => {
    await page.goto("/blog");
    const newestFirst = [...articles]
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .map((a) => a.title);
    expect(articles).toHaveLength(3);

    for (const name of ["Featured Articles", "All Articles"]) {
      const section = page.getByRole("region", { name });
      await expect(section).toBeVisible();
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(3);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        newestFirst,
      );
      for (const article of articles) {
        await expect(
          section.getByRole("link", { name: article.title }),
        ).toHaveAttribute("href", articlePath(article.id));
      }
    }
  });

  test("each card shows category, date and read time", async ({ page }) => {
    await page.goto("/blog");
    const section = page.getByRole("region", { name: "All Articles" });
    for (const article of articles) {
      const card = section
        .getByRole("article")
        .filter({ has: page.getByRole("link", { name: article.title }) });
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(`${article.readTime} min read`);
      await expect(card.locator("time")).toHaveAttribute(
        "datetime",
        article.publishDate,
      );
      // en-ZA: day, month in full, year.
      await expect(card.locator("time")).toHaveText(
        longDates[article.publishDate] ?? "unexpected date",
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
      .getByRole("link", { name: newest.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`${articlePath(newest.id)}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: newest.title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(identity.name);
  });

  test("loads only the first card image at once, each with a size", async ({
    page,
  }) => {
    await page.goto("/blog");
    const images = page.getByRole("main").locator("article img");
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute("loading", "eager");
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "630");
    }
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
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
      await expect(date).toHaveText(
        longDates[article.publishDate] ?? "unexpected date",
      );
      await expect(header).toContainText(`${article.readTime} min read`);
      await expect(page).toHaveTitle(identity.name);
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
        .getByRole("link", { name: callsToAction[article.id] });
      await expect(cta).toHaveAttribute("href", "/contact");
      const backLinks = page.getByRole("link", { name: "Back to blog" });
      await expect(backLinks).toHaveCount(2);
      for (const link of await backLinks.all())
        await expect(link).toHaveAttribute("href", "/blog");

      await backLinks.last().click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(
        page.getByRole("region", { name: "Featured Articles" }),
      ).toBeVisible();
    });

    test("the call to action leads to the contact page", async ({ page }) => {
      await page.goto(path);
      await page
        .getByRole("article", { name: article.title })
        .getByRole("link", { name: callsToAction[article.id] })
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

test.describe("the digital transformation guide", () => {
  test("links to a free consultation and to the case studies", async ({
    page,
  }) => {
    await page.goto("/blog/digital-transformation-guide-2024");
    const body = page.getByRole("article", { name: newest.title });
    await expect(
      body.getByRole("link", { name: "free consultation", exact: true }),
    ).toHaveAttribute("href", "/contact");
    await body.getByRole("link", { name: "case studies", exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("its table scrolls inside its own frame on a phone, by keyboard too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/blog/digital-transformation-guide-2024");
    const frame = page.getByRole("group", {
      name: "A reference stack for South African enterprise systems, by layer.",
    });
    await frame.focus();
    await expect(frame).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => frame.evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
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
    await page.goto("/blog/ai-transformation-enterprise");
    await expect(
      page.getByRole("heading", { level: 2, name: "Intelligent automation" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Start your AI journey" }),
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
