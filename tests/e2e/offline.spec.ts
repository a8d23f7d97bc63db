import type { BrowserContext, Page } from "@playwright/test";

import { story } from "../../app/content/about";
import { expect, test } from "./fixtures";
import { articles, routes, linkName } from "./site";

/** Every path the worker's caches hold, as the page sees them. */
async function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        paths.push(new URL(request.url).pathname);
    }
    return { names: await caches.keys(), paths };
  });
}

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("registers /sw.js in idle time and takes control of the page", async ({
    page,
  }) => {
    await page.goto("/home");
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(new URL(scriptURL ?? "").pathname).toBe("/sw.js");
    await page.waitForFunction(() => navigator.serviceWorker.controller);
  });

  test("precaches every page and asset, never version.json or the compressed twins", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.waitForFunction(() => navigator.serviceWorker.controller);
    const { names, paths } = await cachedPaths(page);
    expect(names.some((name) => name.startsWith("khanyisa-precache-v2-"))).toBe(
      true,
    );
    for (const route of routes) expect(paths).toContain(route.path);
    expect(paths.some((path) => path.startsWith("/assets/"))).toBe(true);
    expect(paths).not.toContain("/version.json");
    expect(paths).not.toContain("/sw.js");
    expect(paths.filter((path) => /\.(br|gz|data)$/.test(path))).toEqual([]);
  });

  /** Visits /home until the worker controls it, then cuts the network. */
  async function visitThenGoOffline(page: Page, context: BrowserContext) {
    await page.goto("/home");
    await page.waitForFunction(() => navigator.serviceWorker.controller);
    await context.setOffline(true);
  }

  test("after one visit, pages open with the network cut and navigate client-side", async ({
    page,
    context,
  }) => {
    await visitThenGoOffline(page, context);
    const article = articles[0];
    for (const path of [
      "/services",
      "/technologies",
      "/contact",
      `/blog/${article?.id}`,
      "/legal/cookie-policy",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Scripts and styles come from the cache too: the page hydrates and navigates client-side.
    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/about") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", { level: 2, name: story.title }),
    ).toBeVisible();
  });

  test("after one visit, an unknown path with the network cut ends on /home", async ({
    page,
    context,
  }) => {
    await visitThenGoOffline(page, context);
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
