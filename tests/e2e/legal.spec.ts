import { identity } from "../../app/content/identity";
import { legalLinks } from "../../app/content/legal";
import { legalDocuments } from "../../app/content/legal/all";
import { legalPageWords } from "../../app/content/legal/legal-pages";
import { formatLongDate } from "../../app/lib/dates";
import { fillTokens } from "../../app/lib/tokens";
import { named, watchAnalytics } from "./analytics-debug";
import { expect, test } from "./fixtures";

test.use({ consent: "granted" });

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
      await expect(page).toHaveURL(/\/home$/);
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
