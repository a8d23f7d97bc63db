import { expect, type Page } from "@playwright/test";

import { untilHydrated } from "./fixtures";

/**
 * Opens a page (a full URL: `new URL(path, baseURL)`) and holds back its JavaScript modules (pages request them after their first paint,
 * decision 054), so a test can act on the page as it is before it hydrates: a slow network.
 * Resolves once the page has painted and asked for them; `hydrate` lets them through and waits
 * until React Router has hydrated.
 */
export async function visitBeforeHydration(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  // The page's own navigation, not the fixture's `goto`, which waits for hydration.
  await page.mainFrame().goto(url, { waitUntil: "commit" });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(
    false,
  );
  return {
    async hydrate() {
      release();
      await untilHydrated(page);
    },
  };
}
