import { consentBanner } from "../../app/content/consent";
import { expect, test } from "./fixtures";
import { routes } from "./site";

/**
 * Where a visitor blocks cookies and site data, reading `localStorage` or `sessionStorage` throws
 * a SecurityError. The site must work as usual: the banner simply asks again, and nothing reaches
 * the console as an error (storage failures may be warnings).
 */
test.describe("with cookies and site data blocked", () => {
  // As visitors get it: the service worker registers (Playwright's blocking breaks workbox-window).
  test.use({ consent: "unset", serviceWorkers: "allow" });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      for (const kind of ["localStorage", "sessionStorage"])
        Object.defineProperty(window, kind, {
          configurable: true,
          get() {
            throw new DOMException(
              `Failed to read the '${kind}' property from 'Window': Access is denied for this document.`,
              "SecurityError",
            );
          },
        });
    });
  });

  for (const route of routes) {
    test(`${route.path} works, asks for consent and logs no error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(route.path);
      await expect(
        page.getByRole("heading", { level: 1, name: route.heading }),
      ).toBeVisible();
      const banner = page.getByRole("region", { name: /privacy/i });
      await expect(banner).toBeVisible();
      // A choice still applies to the visit, with nowhere to keep it.
      await banner
        .getByRole("button", { name: consentBanner.reject, exact: true })
        .click();
      await expect(banner).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
