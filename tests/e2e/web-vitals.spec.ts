import type { Page } from "@playwright/test";

import consent from "../../content/consent.json" with { type: "json" };
import { named, watchAnalytics } from "./analytics-debug";
import { expect, test } from "./fixtures";

const { banner: consentBanner } = consent;

test.use({ site: "with-analytics" });

/** What the browser does when the visitor switches tab or app: the page becomes hidden. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => "hidden",
    });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

const reportedMetrics = (events: Awaited<ReturnType<typeof watchAnalytics>>) =>
  named(events, "web_vitals").map((e) => String(e.params.metric_name));

test.describe("field Core Web Vitals", () => {
  test.describe("analytics accepted", () => {
    test.use({ consent: "granted" });

    test("FCP, TTFB, LCP and CLS reach the debug stream, with rating and id; INP after an interaction", async ({
      page,
    }) => {
      const events = await watchAnalytics(page);
      await page.goto("/home");
      await expect.poll(() => named(events, "page_view").length).toBe(1);
      await expect
        .poll(() => reportedMetrics(events).sort())
        .toEqual(expect.arrayContaining(["FCP", "TTFB"]));

      await page.getByRole("heading", { level: 1 }).click();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Services" })
        .focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services$/);
      await hidePage(page);
      await expect
        .poll(() => reportedMetrics(events))
        .toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "CLS"]));

      for (const { params } of named(events, "web_vitals")) {
        expect(params).toEqual({
          metric_name: expect.stringMatching(/^(CLS|FCP|INP|LCP|TTFB)$/),
          value: expect.any(Number),
          delta: expect.any(Number),
          rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
          metric_id: expect.stringMatching(/\S/),
          navigation_type: "navigate",
        });
      }
      // One report each for a page load's metrics (no reportAllChanges).
      const metrics = reportedMetrics(events);
      expect(new Set(metrics).size).toBe(metrics.length);
    });
  });

  test.describe("analytics rejected", () => {
    test.use({ consent: "denied" });

    test("the web-vitals library never loads and nothing is reported", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      const events = await watchAnalytics(page);
      await page.goto("/home");
      await page.getByRole("heading", { level: 1 }).click();
      await hidePage(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((url) => /web-vitals/i.test(url))).toEqual([]);
      expect(named(events, "web_vitals")).toEqual([]);
    });
  });

  test.describe("no choice yet", () => {
    test.use({ consent: "unset" });

    test("measuring starts only once the visitor accepts", async ({ page }) => {
      const events = await watchAnalytics(page);
      await page.goto("/home");
      const banner = page.getByRole("region", {
        name: consentBanner.title,
      });
      await expect(banner).toBeVisible();
      expect(events).toEqual([]);
      await banner
        .getByRole("button", { name: consentBanner.accept, exact: true })
        .click();
      await expect
        .poll(() => reportedMetrics(events))
        .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    });
  });
});
