import { identity } from "../../app/content/identity";
import { legalLinks, legalPath, type LegalSlug } from "../../app/content/legal";
import { legalDocuments } from "../../app/content/legal/all";
import legalPageWords from "../../content/legal-pages.json" with { type: "json" };
import { formatLongDate } from "../../app/lib/dates";
import { fillTokens } from "../../app/lib/tokens";
import { named, watchAnalytics } from "./analytics-debug";
import { expect, test } from "./fixtures";

test.use({ consent: "granted" });

/** A document's slug and its title, which names its footer link and its dialog. */
const documentNamed = (slug: LegalSlug) => ({
  slug,
  title: legalDocuments[slug].title,
});

/** "Last updated: 19 September 2025", as the page and the dialog say it. */
const lastUpdated = (date: string) =>
  fillTokens(legalPageWords.lastUpdated, { date: formatLongDate(date) });

test.describe("legal dialogs", () => {
  for (const { slug, title } of legalLinks) {
    // axe-core with each dialog open: tests/e2e/gates/axe.spec.ts.
    test(`${title} opens from the footer, with its date`, async ({ page }) => {
      await page.goto("/home");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: title })
        .click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        lastUpdated(legalDocuments[slug].lastUpdated),
      );
      await expect(
        dialog.getByRole("heading", { level: 3 }).first(),
      ).toBeVisible();
      // The fragment holds the dialog, as a case study's does.
      await expect(page).toHaveURL(new RegExp(`/home#${slug}$`));
    });
  }

  test("closes by its button, by Escape and by the backdrop, returning focus to the link", async ({
    page,
  }) => {
    await page.goto("/services");
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["terms-of-use"].title });
    const dialog = page.getByRole("dialog", {
      name: legalDocuments["terms-of-use"].title,
    });

    await link.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("Back closes the dialog and stays on the page; Forward opens it again", async ({
    page,
  }) => {
    const { slug, title } = documentNamed("privacy-policy");
    await page.goto("/home");
    await page.goto("/services");
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: title });
    const dialog = page.getByRole("dialog", { name: title });

    await link.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/services#${slug}$`));
    expect(await entries()).toBe(before + 1);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(link).toBeFocused();

    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/services#${slug}$`));
  });

  test("closing by its button or by Escape steps back over the dialog's entry, adding none", async ({
    page,
  }) => {
    const { slug, title } = documentNamed("cookie-policy");
    await page.goto("/home");
    await page.goto("/services");
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: title });
    const dialog = page.getByRole("dialog", { name: title });

    for (const close of [
      () => dialog.getByRole("button", { name: "Close" }).click(),
      () => page.keyboard.press("Escape"),
    ]) {
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/services#${slug}$`));
      await expect(dialog).toBeVisible();
      await close();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/services$/);
      await expect(link).toBeFocused();
      // Only the dialog's own entry, now ahead of the page: a new opening replaces it.
      expect(await entries()).toBe(before + 1);
    }
    // Back leaves the page, as it would have before the dialog opened.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a deep link opens the dialog, which closes in place, leaving the visitor on the page", async ({
    page,
  }) => {
    const { slug, title } = documentNamed("paia-manual");
    await page.goto("/home");
    await page.goto(`/services#${slug}`);
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: title }),
    ).toBeFocused();
    expect(await entries()).toBe(before);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the dialog's history entry is no page view of the page behind it", async ({
    page,
  }) => {
    const { slug, title } = documentNamed("privacy-policy");
    const events = await watchAnalytics(page);
    await page.goto("/home");
    const pageViews = (path: string) =>
      named(events, "page_view").filter((e) => e.params.page_path === path);
    await expect.poll(() => pageViews("/home").length).toBe(1);
    const dialog = page.getByRole("dialog", { name: title });

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: title })
      .click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(dialog).toBeVisible();
    // Each opening is the document's virtual page view (the spec's), tied to the open dialog.
    await expect.poll(() => pageViews(legalPath(slug)).length).toBe(2);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(pageViews("/home")).toHaveLength(1);
    expect(named(events, "navigation")).toEqual([]);
  });

  test("sends the spec's events on open and close", async ({ page }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["privacy-policy"].title })
      .click();
    await expect(
      page.getByRole("dialog", {
        name: legalDocuments["privacy-policy"].title,
      }),
    ).toBeVisible();
    await page.waitForTimeout(1100);
    await page.keyboard.press("Escape");

    await expect
      .poll(() => named(events, "user_action").map((e) => e.params.action))
      .toEqual(["page_view", "dialog_open", "dialog_close"]);
    expect(named(events, "button_click")[0]?.params).toEqual({
      button_name: legalDocuments["privacy-policy"].title,
      button_location: "footer",
    });
    expect(named(events, "page_view")[1]?.params).toMatchObject({
      page_path: "/legal/privacy-policy",
      // The spec's title for a path it does not name: the company's name alone.
      page_title: identity.name,
    });
    expect(named(events, "content_engagement")[0]?.params).toEqual({
      content_type: "legal_document",
      content_id: "privacy-policy",
      engagement_type: "view",
    });
    const close = named(events, "user_action")[2]?.params;
    expect(close).toMatchObject({
      action: "dialog_close",
      context: "legal",
      dialog: "privacy-policy",
    });
    expect(close?.time_in_dialog).toBeGreaterThanOrEqual(1);
  });
});

test.describe("legal pages", () => {
  test.use({ javaScriptEnabled: false });

  test("without scripts, a footer legal link opens the document's own page", async ({
    page,
  }) => {
    await page.goto("/home");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["privacy-policy"].title })
      .click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    const policy = legalDocuments["privacy-policy"];
    await expect(
      page.getByRole("heading", { level: 1, name: policy.title }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByText(legalPageWords.eyebrow, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByText(lastUpdated(policy.lastUpdated)),
    ).toBeVisible();
    for (const section of policy.sections)
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: section.heading,
          exact: true,
        }),
      ).toBeVisible();
  });
});
