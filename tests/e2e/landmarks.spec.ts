import type { Locator, Page } from "@playwright/test";

import { footerText } from "../../app/content/navigation";
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { legalLinks } from "../../app/content/legal";
import { expect, test } from "./fixtures";
import { routes } from "./site";

/**
 * The banner landmarks in Chromium's own accessibility tree (what a screen reader is given),
 * split by whether they sit inside a <dialog>.
 */
async function bannersInChromium(page: Page) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.getDocument");
    const { nodes } = await session.send("Accessibility.getFullAXTree");
    const counts = { inDialog: 0, outside: 0 };
    for (const node of nodes) {
      if (node.ignored || node.role?.value !== "banner") continue;
      if (node.backendDOMNodeId === undefined) continue;
      const { object } = await session.send("DOM.resolveNode", {
        backendNodeId: node.backendDOMNodeId,
      });
      const { result } = await session.send("Runtime.callFunctionOn", {
        objectId: object.objectId,
        functionDeclaration:
          "function () { return this.closest('dialog') !== null; }",
        returnByValue: true,
      });
      if (result.value === true) counts.inDialog += 1;
      else counts.outside += 1;
    }
    return counts;
  } finally {
    await session.detach();
  }
}

/** No banner landmark inside an open dialog, for Playwright's roles and for Chromium's. */
async function expectNoBannerIn(page: Page, dialog: Locator) {
  // The dialog's code loads on demand: allow for a busy machine.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(1);
  expect((await bannersInChromium(page)).inDialog).toBe(0);
}

test.describe("one banner landmark", () => {
  for (const route of routes)
    test(`on ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(1);
      expect(await bannersInChromium(page)).toEqual({
        inDialog: 0,
        outside: 1,
      });
    });

  for (const study of caseStudies)
    test(`with the "${study.title}" dialog open`, async ({ page }) => {
      await page.goto(`/case-studies#${study.id}`);
      const dialog = page.getByRole("dialog", { name: study.title });
      await expectNoBannerIn(page, dialog);
    });

  for (const { slug, title } of legalLinks)
    test(`with the ${slug} dialog open`, async ({ page }) => {
      await page.goto("/home");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: title })
        .click();
      const dialog = page.getByRole("dialog", { name: title });
      await expectNoBannerIn(page, dialog);
    });

  test("with Cookie settings open", async ({ page }) => {
    await page.goto("/home");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings })
      .click();
    const dialog = page.getByRole("dialog");
    await expectNoBannerIn(page, dialog);
  });
});
