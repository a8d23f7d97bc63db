import { readFileSync } from "node:fs";

import { expect, test } from "./fixtures";
import { homeTitle, identity, routes, linkName } from "./site";

test.describe("every route", () => {
  // As visitors get it: the service worker registers, with no console error or warning.
  test.use({ serviceWorkers: "allow" });

  for (const route of routes) {
    test(`${route.path} is prerendered with its title and hero`, async ({
      page,
      request,
    }) => {
      // The HTML as it leaves the server, before any script runs.
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title}</title>`);
      expect(html).toContain(`<h1`);
      expect(html).not.toContain("noindex");

      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(message.text());
      });
      await page.goto(route.path, { waitUntil: "networkidle" });
      await expect(page).toHaveTitle(route.title);
      await expect(
        page.getByRole("heading", { level: 1, name: route.heading }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Hydration mismatches and script errors show up here.
      expect(problems).toEqual([]);
    });
  }
});

test.describe("redirects to /home", () => {
  for (const [from, status] of [
    ["/", 301],
    ["/no-such-page", 302],
    ["/blog/no-such-article", 302],
    ["/services/extra/deep", 302],
  ] as const) {
    test(`${from} answers ${status} to /home`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers().location).toBe("/home");

      await page.goto(from);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle(homeTitle);
    });
  }

  test("a trailing slash is dropped", async ({ request }) => {
    const response = await request.get("/services/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/services");
  });

  test("a missing asset is a 404, not a page", async ({ request }) => {
    const response = await request.get("/assets/missing-file.js", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
  });
});

test.describe("the client-side fallback page", () => {
  const fallback = readFileSync("build/client/index.html", "utf8");

  test("carries noindex and a no-script refresh to /home", () => {
    expect(fallback).toContain('<meta name="robots" content="noindex"/>');
    expect(fallback).toContain(
      '<meta http-equiv="refresh" content="0;url=/home"/>',
    );
  });

  // A static host without redirect rules serves this page for every unknown path.
  for (const unknown of ["/no-such-page", "/blog/no-such-article"]) {
    test(`sends ${unknown} to /home in the browser`, async ({ page }) => {
      await page.route(`**${unknown}`, (route) =>
        route.fulfill({ body: fallback, contentType: "text/html" }),
      );
      await page.goto(unknown);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(homeTitle);
    });
  }

  test("an unknown article reached by client navigation ends on /home", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/blog/no-such-article");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read and link to each other", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: linkName("/about") })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(`About | ${identity.name}`);
  });
});
