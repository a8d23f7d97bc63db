import type { Page } from "@playwright/test";

import consent from "../../../content/consent.json" with { type: "json" };
import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import { legalLinks } from "../../../app/content/legal";
import { engineProblems } from "../../gates/engines";
import { expect, test } from "../fixtures";

const { banner: consentBanner, settings: consentSettings } = consent;

/**
 * Gate: HTML_CodeSniffer (WCAG2AA) and IBM's Equal Access engine (WCAG 2.2 A and AA) find no
 * violation beyond their triaged false positives (tests/gates/engines-allow-list.ts), on every
 * route (run in axe.spec.ts, in the same page load as axe-core) and here with a case-study
 * dialog, a legal dialog, the consent banner and its settings dialog, and the phone's menu panel
 * open. An allow-list entry that covers nothing on a
 * page it names fails the check of that page. See docs/decisions/068.
 */

// Both engines on one long page take several seconds each on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Dialogs and the banner load their code when asked for; on a busy machine that took over 5 s.
const OVERLAY = { timeout: 20_000 };

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

async function expectNoEngineProblems(page: Page, path: string) {
  const start = performance.now();
  const problems = await engineProblems(page, { path });
  // The engines' own time, for the reporters (decision 068 quotes it).
  test.info().annotations.push({
    type: "engines-ms",
    description: String(Math.round(performance.now() - start)),
  });
  expect(problems, "HTML_CodeSniffer and IBM violations").toEqual([]);
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`HTML_CodeSniffer and IBM on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    // Each route is checked by both engines in axe.spec.ts, in the same page load as axe-core.
    // One of each kind: the dialogs of a kind share one component (axe opens every one).
    for (const study of caseStudies.slice(0, 1))
      test(`the case-study dialog "${study.id}"`, async ({ page }) => {
        await page.goto(`/case-studies#${study.id}`);
        await expect(
          page.getByRole("dialog", { name: study.title }),
        ).toBeVisible(OVERLAY);
        await expectNoEngineProblems(page, "/case-studies");
      });

    for (const legal of legalLinks.slice(0, 1))
      test(`the legal dialog "${legal.title}", opened from the footer`, async ({
        page,
      }) => {
        await page.goto("/home");
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: legal.title })
          .click();
        const dialog = page.getByRole("dialog", { name: legal.title });
        await expect(
          dialog.getByRole("heading", { level: 3 }).first(),
        ).toBeVisible(OVERLAY);
        await expectNoEngineProblems(page, "/home");
      });
  });

  test.describe(`HTML_CodeSniffer and IBM with the consent banner on a ${name}`, () => {
    test.use({ viewport, consent: "unset" });

    test("the banner", async ({ page }) => {
      await page.goto("/home");
      await expect(
        page.getByRole("region", { name: consentBanner.title }),
      ).toBeVisible(OVERLAY);
      await expectNoEngineProblems(page, "/home");
    });

    test("Manage's settings dialog", async ({ page }) => {
      await page.goto("/home");
      await page
        .getByRole("region", { name: consentBanner.title })
        .getByRole("button", { name: consentBanner.manage, exact: true })
        .click();
      await expect(
        page.getByRole("dialog", { name: consentSettings.title }),
      ).toBeVisible(OVERLAY);
      await expectNoEngineProblems(page, "/home");
    });
  });
}

test.describe("HTML_CodeSniffer and IBM with the menu panel open", () => {
  test.use({ viewport: PHONE });

  test(`at ${PHONE.width} px`, async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible(OVERLAY);
    await expectNoEngineProblems(page, "/home");
  });
});
