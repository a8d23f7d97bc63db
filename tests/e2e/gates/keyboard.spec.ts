import type { Locator, Page } from "@playwright/test";

import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import consent from "../../../content/consent.json" with { type: "json" };
import { legalDocuments } from "../../../app/content/legal/all";
import { footerText, menuItems } from "../../../app/content/navigation";
import { CONSENT_STORAGE_KEY } from "../../../app/lib/consent/consent";
import { describeFocus, focusProblems } from "../../gates/focus";
import { pressAndCheckFocus, tabTo } from "../../gates/keyboard";
import { expect, test } from "../fixtures";
import { menuExpanded } from "../site";

const { banner: consentBanner, settings: consentSettings } = consent;

/**
 * Gate: the menu, a case-study dialog, a legal dialog and the consent choices work with Tab,
 * Shift+Tab, Enter, Space and Escape alone (no mouse, no click), and after every key press the
 * focused element shows a focus indicator, inside the viewport and not covered.
 */

// A journey is dozens of key presses, each followed by a look at focus: on a busy 2-core
// machine one can take longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const [study] = caseStudies;
if (!study) throw new Error("The case studies");

/** Focus problems of the journey so far; the spec expects none. */
type Problems = string[];

async function focusNow(page: Page): Promise<Problems> {
  return focusProblems(await describeFocus(page));
}

/** The analytics choice stored in the browser, or null before the visitor has chosen. */
function storedAnalytics(page: Page) {
  return page.evaluate((key) => {
    const value = window.localStorage.getItem(key);
    return value === null
      ? null
      : (JSON.parse(value) as { analytics: boolean }).analytics;
  }, CONSENT_STORAGE_KEY);
}

test.describe("the menu on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, is walked through, closes with Escape, and follows a link", async ({
    page,
  }) => {
    const problems: Problems = [];
    await page.goto("/home");
    const button = page.getByRole("button", { name: "Menu" });
    const panel = page.locator("#mobile-menu");
    const panelLink = (name: string) =>
      panel.getByRole("link", { name, exact: true });

    problems.push(...(await tabTo(page, button)));
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await expect(panel).toBeVisible();

    for (const item of menuItems) {
      problems.push(...(await pressAndCheckFocus(page, "Tab")));
      await expect(panelLink(item.name)).toBeFocused();
    }
    problems.push(...(await pressAndCheckFocus(page, "Tab")));
    await expect(
      panel.getByRole("link", { name: "Get Started" }),
    ).toBeFocused();
    problems.push(...(await pressAndCheckFocus(page, "Shift+Tab")));
    await expect(panelLink("Contact")).toBeFocused();

    problems.push(...(await pressAndCheckFocus(page, "Escape")));
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    problems.push(...(await pressAndCheckFocus(page, "Space")));
    await expect(panel).toBeVisible();
    problems.push(...(await tabTo(page, panelLink("Services"))));
    // Following a link moves focus to the new page's <main> (a script's focus, no ring needed).
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    await expect(page).toHaveURL(/\/services$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
    problems.push(...(await pressAndCheckFocus(page, "Tab")));

    expect(problems).toEqual([]);
  });
});

test.describe("the menu bar on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every item is reached with a visible focus, and Enter follows one", async ({
    page,
  }) => {
    const problems: Problems = [];
    await page.goto("/home");
    const bar = page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" });
    for (const item of menuItems)
      problems.push(
        ...(await tabTo(
          page,
          bar.getByRole("link", { name: item.name, exact: true }),
        )),
      );
    problems.push(
      ...(await tabTo(page, bar.getByRole("link", { name: "Blog" }), {
        key: "Shift+Tab",
      })),
    );
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems).toEqual([]);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`dialogs at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a case-study dialog opens with Enter and closes with Escape, back on its card", async ({
      page,
    }) => {
      const problems: Problems = [];
      await page.goto("/case-studies");
      const card = page.getByRole("link", { name: study.title });
      const dialog = page.getByRole("dialog", { name: study.title });
      const close = dialog.getByRole("button", { name: "Close" });

      problems.push(...(await tabTo(page, card)));
      // The dialog's title takes focus on opening (a script's focus, no ring needed).
      problems.push(...(await pressAndCheckFocus(page, "Enter")));
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#${study.id}$`));
      problems.push(...(await pressAndCheckFocus(page, "Tab")));
      await expect(close).toBeFocused();
      // Tab goes through the dialog and around, never out of it.
      problems.push(...(await tabTo(page, close, { maxPresses: 40 })));
      problems.push(...(await pressAndCheckFocus(page, "Shift+Tab")));
      expect(
        await dialog.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      ).toBe(true);

      problems.push(...(await pressAndCheckFocus(page, "Escape")));
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await expect(page).toHaveURL(/\/case-studies$/);
      expect(problems).toEqual([]);
    });

    test("a legal dialog opens from the footer with Enter and closes with Escape", async ({
      page,
    }) => {
      const problems: Problems = [];
      await page.goto("/home");
      const link = page
        .getByRole("contentinfo")
        .getByRole("link", { name: legalDocuments["privacy-policy"].title });
      const dialog = page.getByRole("dialog", {
        name: legalDocuments["privacy-policy"].title,
      });

      // From the top of the page, Shift+Tab goes to the end: the footer.
      problems.push(...(await tabTo(page, link, { key: "Shift+Tab" })));
      problems.push(...(await pressAndCheckFocus(page, "Enter")));
      await expect(
        dialog.getByRole("heading", { level: 3 }).first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/home#privacy-policy$/);
      for (let press = 0; press < 3; press += 1)
        problems.push(...(await pressAndCheckFocus(page, "Tab")));
      problems.push(...(await pressAndCheckFocus(page, "Shift+Tab")));

      problems.push(...(await pressAndCheckFocus(page, "Escape")));
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      problems.push(
        ...(await tabTo(
          page,
          page.getByRole("link", {
            name: legalDocuments["terms-of-use"].title,
          }),
        )),
      );
      expect(problems).toEqual([]);
    });
  });
}

test.describe("consent choices on the first visit", () => {
  test.use({ consent: "unset", viewport: { width: 375, height: 740 } });

  const bannerButton = (page: Page, name: string) =>
    page
      .getByRole("region", { name: consentBanner.title })
      .getByRole("button", { name, exact: true });

  /** Opens the home page and waits for the banner, which shows once the page has hydrated. */
  async function openHome(page: Page) {
    await page.goto("/home");
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeVisible();
  }

  /**
   * A choice removes the banner and the control that had focus with it: focus goes back to where
   * it came from (the main content when it came from outside the page), and the next Tab lands on
   * a control with visible focus (Shift+Tab from the page's last control).
   */
  async function afterBannerCloses(
    page: Page,
    focusReturnsTo: Locator,
    nextKey: "Tab" | "Shift+Tab" = "Tab",
  ): Promise<Problems> {
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeHidden();
    await expect(focusReturnsTo).toBeFocused();
    return pressAndCheckFocus(page, nextKey);
  }

  test("Accept with Enter", async ({ page }) => {
    const problems: Problems = [];
    await openHome(page);
    // The banner comes last in the page: Shift+Tab from the top reaches it first.
    problems.push(
      ...(await tabTo(page, bannerButton(page, consentBanner.accept), {
        key: "Shift+Tab",
      })),
    );
    await page.keyboard.press("Enter");
    problems.push(...(await afterBannerCloses(page, page.getByRole("main"))));
    expect(await storedAnalytics(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the footer stays in sight under the banner; Reject with Space", async ({
    page,
  }) => {
    const problems: Problems = [];
    await openHome(page);
    // Past the banner into the footer, whose links the fixed banner must not cover.
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["cookie-policy"].title });
    problems.push(...(await tabTo(page, footerLink, { key: "Shift+Tab" })));
    problems.push(
      ...(await tabTo(page, bannerButton(page, consentBanner.reject))),
    );
    await page.keyboard.press(" ");
    // Tab entered the banner from the footer's last control, so focus goes back there.
    const footerEnd = page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings });
    problems.push(...(await afterBannerCloses(page, footerEnd, "Shift+Tab")));
    expect(await storedAnalytics(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  test("Manage: Space turns analytics on, Enter saves", async ({ page }) => {
    const problems: Problems = [];
    await openHome(page);
    problems.push(
      ...(await tabTo(page, bannerButton(page, consentBanner.manage), {
        key: "Shift+Tab",
      })),
    );
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    const dialog = page.getByRole("dialog", { name: consentSettings.title });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole("checkbox", {
      name: consentSettings.analytics.title,
    });

    problems.push(...(await tabTo(page, analytics)));
    await expect(analytics).not.toBeChecked();
    problems.push(...(await pressAndCheckFocus(page, "Space")));
    await expect(analytics).toBeChecked();
    problems.push(...(await pressAndCheckFocus(page, "Tab")));
    await expect(
      dialog.getByRole("button", { name: consentSettings.save }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    problems.push(...(await afterBannerCloses(page, page.getByRole("main"))));
    expect(await storedAnalytics(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("consent choices revisited", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Cookie settings in the footer: Space toggles analytics, Enter saves, focus returns", async ({
    page,
  }) => {
    const problems: Problems = [];
    await page.goto("/home");
    const settings = page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings });
    problems.push(...(await tabTo(page, settings, { key: "Shift+Tab" })));
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    const dialog = page.getByRole("dialog", { name: consentSettings.title });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole("checkbox", {
      name: consentSettings.analytics.title,
    });
    problems.push(...(await tabTo(page, analytics)));
    problems.push(...(await pressAndCheckFocus(page, "Space")));
    await expect(analytics).toBeChecked();
    problems.push(
      ...(await tabTo(
        page,
        dialog.getByRole("button", { name: consentSettings.save }),
      )),
    );
    problems.push(...(await pressAndCheckFocus(page, "Enter")));
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedAnalytics(page)).toBe(true);
    problems.push(...(await focusNow(page)));
    expect(problems).toEqual([]);
  });
});
