import type { Page } from "@playwright/test";

import { loadArticleIndex } from "../../../app/content/blog/article-files.server";
import { indexablePagesFor } from "../../../app/content/site-pages";
import { differencesInSetOut, setOutOfMain } from "../../gates/layout";
import { expect, test, untilHydrated } from "../fixtures";

/**
 * Gate: every page is set out the same when it is loaded as when a visitor comes to it by a
 * client-side navigation from any other page. A component whose styles live in another route's
 * stylesheet shows unstyled on one of the two (About's client list once borrowed Home's). At one
 * width: which stylesheets a page has does not depend on the width.
 */
const paths = indexablePagesFor(loadArticleIndex()).map((page) => page.path);

test.use({ viewport: { width: 1280, height: 800 } });
// A load of each other page, then a navigation, per page.
test.describe.configure({ timeout: 120_000 });

/** Goes to `path` as a link in the page would: React Router's own navigation, no page load. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: {
          navigate: (to: string) => Promise<void>;
          state: { location: { pathname: string } };
        };
      }
    ).__reactRouterDataRouter;
    await router.navigate(to);
    if (router.state.location.pathname !== to)
      throw new Error(
        `the navigation to ${to} ended at ${router.state.location.pathname}`,
      );
  }, path);
  // Stylesheets the navigation added have loaded before the new page is shown; fonts may follow.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const path of paths) {
  test(`${path} is set out the same loaded and navigated to`, async ({
    page,
  }) => {
    await page.goto(path);
    const loaded = await setOutOfMain(page);
    const found: Record<string, string[]> = {};
    for (const from of paths.filter((other) => other !== path)) {
      await page.goto(from);
      await untilHydrated(page);
      await navigateInPage(page, path);
      const differences = differencesInSetOut(loaded, await setOutOfMain(page));
      if (differences.length) found[`from ${from}`] = differences.slice(0, 5);
    }
    expect(found, path).toEqual({});
  });
}
