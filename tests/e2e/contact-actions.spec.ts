import type { Locator, Page } from "@playwright/test";

import { contactActionLabels as labels } from "../../app/content/contact";
import { identity } from "../../app/content/identity";
import { expect, test } from "./fixtures";

/**
 * /contact puts call, e-mail and WhatsApp in the first screen of a phone and of a laptop, with
 * no scrolling (consent already given, so no banner: the fixture's default). WhatsApp shows only
 * when the identity module holds a WhatsApp number.
 */

const SCREENS = [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1440, height: 900 },
] as const;

function contactActions(page: Page) {
  return {
    call: page.getByRole("link", {
      name: `${labels.call} ${identity.phone.display}`,
      exact: true,
    }),
    email: page.getByRole("link", {
      name: `${labels.email} ${identity.email}`,
      exact: true,
    }),
    whatsapp: page.getByRole("link", {
      name: `${labels.whatsapp} (opens in a new tab)`,
      exact: true,
    }),
  };
}

async function expectInFirstScreen(link: Locator, height: number) {
  const box = await link.boundingBox();
  expect(box, "the link is laid out").not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

for (const screen of SCREENS)
  test.describe(`Contact actions on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test("call, e-mail and WhatsApp are in the first screen, with the right links", async ({
      page,
    }) => {
      await page.goto("/contact");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { call, email, whatsapp } = contactActions(page);

      expect(identity.phone.href).toMatch(/^tel:\+27\d{9}$/);
      await expect(call).toHaveAttribute("href", identity.phone.href);
      await expect(email).toHaveAttribute("href", `mailto:${identity.email}`);
      const actions = [call, email];
      if (identity.whatsapp) {
        await expect(whatsapp).toHaveAttribute(
          "href",
          `https://wa.me/${identity.whatsapp}`,
        );
        await expect(whatsapp).toHaveAttribute("target", "_blank");
        await expect(whatsapp).toHaveAttribute("rel", /\bnoopener\b/);
        actions.push(whatsapp);
      } else {
        await expect(whatsapp).toHaveCount(0);
      }

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const action of actions)
        await expectInFirstScreen(action, screen.height);
    });
  });
