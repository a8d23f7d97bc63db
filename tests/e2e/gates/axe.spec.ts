import type { Locator } from "@playwright/test";

import consent from "../../../content/consent.json" with { type: "json" };
import { footerText } from "../../../app/content/navigation";
import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import { legalLinks } from "../../../app/content/legal";
import { coreTechnologies } from "../../../app/content/technologies";
import { axeViolations } from "../../gates/axe";
import { engineProblems } from "../../gates/engines";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { routes } from "../site";

const { banner: consentBanner, settings: consentSettings } = consent;

/**
 * Gate: axe-core's WCAG 2.2 A and AA rules (and best practices) find nothing on any route, nor
 * with any of the site's overlays open: the menu panel, the consent banner, every dialog, and
 * every technology card turned over.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`axe-core on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    // One load per route and width: axe-core first, on the page as it loaded, then
    // HTML_CodeSniffer and IBM's (engines.spec.ts has their overlays; decision 083). Those two
    // read markup and names, which are the same at every width but for the shell's menu button:
    // on a phone they run on /home only, where the shell is checked; axe runs everywhere.
    for (const route of routes) {
      const engines = name === "desktop" || route.path === "/home";
      test(`${route.path}${engines ? ", with HTML_CodeSniffer and IBM" : ""}`, async ({
        page,
      }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const violations = await axeViolations(page);
        const start = performance.now();
        const problems = engines
          ? await engineProblems(page, { path: route.path })
          : [];
        test.info().annotations.push({
          type: "engines-ms",
          description: String(Math.round(performance.now() - start)),
        });
        expect({
          axe: violations,
          "HTML_CodeSniffer and IBM": problems,
        }).toEqual({ axe: [], "HTML_CodeSniffer and IBM": [] });
      });
    }

    // One test per overlay: each axe run takes seconds on a busy machine.
    for (const study of caseStudies)
      test(`the case-study dialog "${study.id}"`, async ({ page }) => {
        await page.goto(`/case-studies#${study.id}`);
        await expect(
          page.getByRole("dialog", { name: study.title }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });

    for (const { title } of legalLinks)
      test(`the legal dialog "${title}", opened from the footer`, async ({
        page,
      }) => {
        await page.goto("/home");
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: title })
          .click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(
          dialog.getByRole("heading", { level: 3 }).first(),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });

    test("the cookie settings dialog opened from the footer", async ({
      page,
    }) => {
      await page.goto("/home");
      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: footerText.cookieSettings })
        .click();
      await expect(
        page.getByRole("dialog", { name: consentSettings.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

// Each card is checked where it is shown whole, in the phone's single column; its colours and
// contents are the same at every width.
test.describe("axe-core with a technology card turned over", () => {
  test.use({ viewport: PHONE });

  for (const technology of coreTechnologies)
    test(`the "${technology.title}" card`, async ({ page }) => {
      await page.goto("/technologies");
      // Keep the pointer off the cards: only focus turns them.
      await page.mouse.move(0, 0);
      const card = page.getByRole("group", {
        name: technology.title,
        exact: true,
      });
      await card.focus();
      await expect.poll(() => shownFace(card)).toBe("back");
      // The rest of the page is as in the route's own run above; this looks at the card.
      const labelledBy = await card.getAttribute("aria-labelledby");
      await expectNoAxeViolations(page, `[aria-labelledby="${labelledBy}"]`);
    });
});

test.describe("axe-core with the consent banner showing", () => {
  test.use({ consent: "unset" });

  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`the banner, and Manage's settings dialog, on a ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/home");
      const banner = page.getByRole("region", {
        name: consentBanner.title,
      });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await banner
        .getByRole("button", { name: consentBanner.manage, exact: true })
        .click();
      await expect(
        page.getByRole("dialog", { name: consentSettings.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("axe-core with the menu panel open", () => {
  for (const width of [320, 375, 768]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/home");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

/**
 * Which face of a flip card a sighted visitor sees: "back" once the card has turned past 90°
 * (or, with reduced motion, once the back has faded in).
 */
function shownFace(card: Locator) {
  return card.evaluate((element) => {
    const inner = element.firstElementChild as HTMLElement;
    const back = inner.lastElementChild as HTMLElement;
    const turned =
      new DOMMatrixReadOnly(getComputedStyle(inner).transform).m11 < 0;
    const faded = Number(getComputedStyle(back).opacity) > 0.5;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    return (reduced ? faded : turned) ? "back" : "front";
  });
}
