import type { Page } from "@playwright/test";
import { matchRoutes } from "react-router";

import routeConfig from "../../../app/routes";

import { loadArticleIndex } from "../../../app/content/blog/article-files.server";
import { indexablePagesFor } from "../../../app/content/site-pages";
import { differencesInSetOut, setOutOfMain } from "../../gates/layout";
import { expect, test } from "../fixtures";

/**
 * Gate: every page is set out the same when it is loaded as when a visitor comes to it by a
 * client-side navigation from any other page. A component whose styles live in another route's
 * stylesheet shows unstyled on one of the two (About's client list once borrowed Home's). At one
 * width: which stylesheets a page has does not depend on the width.
 */
const paths = indexablePagesFor(loadArticleIndex()).map((page) => page.path);

/**
 * One page of each route module, to navigate from: a page brings the stylesheets of its module,
 * so the other articles (case studies, legal pages) would bring the same ones again.
 */
const modules = routeConfig.map((entry) => ({
  path: entry.path,
  id: entry.file,
}));
const moduleOf = (path: string) =>
  matchRoutes(modules, path)?.at(-1)?.route.id ?? path;
const sources = [
  ...new Map(paths.map((path) => [moduleOf(path), path])).values(),
];

test.use({ viewport: { width: 1280, height: 800 } });
// Eighteen navigations per page, each followed by a look at every element of <main>.
test.describe.configure({ timeout: 90_000 });

/**
 * Goes to `path` as a link in the page would: React Router's own navigation, no page load. Resolves
 * once the new page is drawn: its heading is not `leaving`'s any more (a page's first heading is
 * its own), a frame later.
 */
async function navigateInPage(page: Page, path: string, leaving: string) {
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
  await page.waitForFunction(
    (text) => document.querySelector("main h1")?.textContent !== text,
    leaving,
  );
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

const heading = (page: Page) =>
  page
    .locator("main h1")
    .textContent()
    .then((text) => text ?? "");

// Each page is loaded once, then left for one page of each other module and come back to: there,
// it was navigated to from that page. (That page was itself navigated to: its own test compares
// it loaded and navigated to.)
for (const path of paths) {
  test(`${path} is set out the same loaded and navigated to`, async ({
    page,
  }) => {
    await page.goto(path);
    const loaded = await setOutOfMain(page);
    const own = await heading(page);
    const found: Record<string, string[]> = {};
    for (const from of sources.filter(
      (other) => moduleOf(other) !== moduleOf(path),
    )) {
      await navigateInPage(page, from, own);
      await navigateInPage(page, path, await heading(page));
      const differences = differencesInSetOut(loaded, await setOutOfMain(page));
      if (differences.length) found[`from ${from}`] = differences.slice(0, 5);
    }
    expect(found, path).toEqual({});
  });
}
