import type { Locator, Page } from "@playwright/test";

import { newsletterSignup as copy } from "../../../app/content/newsletter";
import { articlePath, pagePath } from "../../../app/content/site-map";
import { expect, test, untilHydrated } from "../fixtures";
import { articles } from "../site";

/**
 * Gate, WCAG 4.1.3 (status messages): a message the site adds without moving focus is said by a
 * screen reader only from a live region that was in the page before the message arrived. Enter
 * in the newsletter's field with no address, or an address that is not one, leaves focus in the
 * field: the error must arrive in such a region, and the field must be marked invalid and
 * described by it. On every page the sign-up appears on: the blog, and the articles that offer
 * it in their call to action.
 */
const paths = [pagePath.blog, ...articles.map(({ id }) => articlePath(id))];

/** Marks the page's live regions as they are now, so that new ones can be told apart. */
function markLiveRegions(page: Page) {
  return page.evaluate(() => {
    for (const region of document.querySelectorAll(
      "[role='alert'], [role='status'], [role='log'], [aria-live]",
    ))
      region.setAttribute("data-gate-live-before", "");
  });
}

/** How the error is told: the live region around it (if it was there before), and the field. */
function errorAsTold(field: Locator, message: string) {
  return field.evaluate((input, message) => {
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((element) => element?.textContent?.includes(message));
    const region = described[0]?.closest(
      "[role='alert'], [role='status'], [role='log'], [aria-live]:not([aria-live='off'])",
    );
    return {
      invalid: input.getAttribute("aria-invalid"),
      describedByTheError: described.length === 1,
      inLiveRegion: region
        ? (region.getAttribute("role") ?? "aria-live")
        : null,
      regionWasThereBefore: region?.hasAttribute("data-gate-live-before"),
      focusStays: document.activeElement === input,
    };
  }, message);
}

test("the newsletter's field errors are announced (WCAG 4.1.3)", async ({
  page,
}) => {
  let checked = 0;
  for (const path of paths) {
    await page.goto(path);
    await untilHydrated(page);
    // One sign-up per page at most; an article without one has nothing to check.
    const field = page.getByRole("textbox", { name: copy.label });
    if ((await field.count()) === 0) continue;
    for (const [typed, message] of [
      ["", copy.errors.missing],
      ["not-an-address", copy.errors.invalid],
    ] as const) {
      await field.fill(typed);
      await markLiveRegions(page);
      await field.press("Enter");
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      expect(await errorAsTold(field, message), `${path}, “${typed}”`).toEqual({
        invalid: "true",
        describedByTheError: true,
        inLiveRegion: expect.stringMatching(/^(alert|status|aria-live)$/),
        regionWasThereBefore: true,
        focusStays: true,
      });
    }
    checked += 1;
  }
  expect(checked, "pages with the sign-up").toBeGreaterThan(0);
});
