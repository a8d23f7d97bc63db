import consent from "../../content/consent.json" with { type: "json" };
import { legalDocuments } from "../../app/content/legal/all";
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { coreTechnologies } from "../../app/content/technologies";
import { watchCspViolations } from "./csp";
import { expect, test, TEST_MEASUREMENT_ID } from "./fixtures";
import { articles, linkName, routes } from "./site";

const { banner: consentBanner, settings: consentSettings } = consent;

/**
 * The strict Content-Security-Policy (decision 040) must never get in a visitor's way: no route,
 * dialog, banner or client navigation may trip it, in either build, on either server.
 */

const banner = consentBanner.title;

// On `npm start`'s server. nginx and Firebase send the same policy for each page
// (hosting.spec.ts holds every host's headers to the one rule set, page by page), over the same
// files, so a page that trips nothing here trips nothing there (decision 083).
test.describe("no CSP violation on the shipped site", () => {
  test.use({ consent: "unset" });

  // One test per route: fifteen pages in one test outran its time on a busy machine.
  for (const route of routes)
    test(`${route.path}, loaded directly, with the consent banner up`, async ({
      page,
    }) => {
      const violations = await watchCspViolations(page);
      const response = await page.goto(route.path, {
        waitUntil: "networkidle",
      });
      expect(response?.headers()["content-security-policy"]).toMatch(
        /script-src 'self' 'sha256-/,
      );
      await expect(page.getByRole("region", { name: banner })).toBeVisible();
      expect(violations).toEqual([]);
    });
});

test.describe("the policy and the watch on it", () => {
  test("block, and report, an injected inline script and inline style", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto("/home");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      document.body.insertAdjacentHTML(
        "beforeend",
        '<p style="color: red">styled</p>',
      );
    });
    // The console lines come before the events, which cross to Node by an exposed function.
    await expect
      .poll(() => violations.join("\n"))
      .toMatch(/script-src-elem blocked inline/);
    await expect
      .poll(() => violations.join("\n"))
      .toMatch(/style-src-attr blocked inline/);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });
});

test.describe("no CSP violation while browsing the shipped site", () => {
  test.use({ consent: "unset" });

  test("banner, settings, legal and case-study dialogs, flip cards and client navigation", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto("/home");
    await page
      .getByRole("button", { name: consentBanner.manage, exact: true })
      .click();
    const settings = page.getByRole("dialog", { name: consentSettings.title });
    await settings.getByRole("button", { name: consentSettings.save }).click();
    await expect(settings).toBeHidden();

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["privacy-policy"].title })
      .click();
    const legal = page.getByRole("dialog", {
      name: legalDocuments["privacy-policy"].title,
    });
    await expect(legal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(legal).toBeHidden();

    const menu = page.getByRole("navigation", { name: "Main" });
    await menu
      .getByRole("link", { name: linkName("/case-studies"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/case-studies$/);
    for (const study of caseStudies) {
      await page.getByRole("link", { name: study.title }).click();
      const dialog = page.getByRole("dialog", { name: study.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }

    await menu.getByRole("link", { name: "Technologies" }).click();
    await expect(page).toHaveURL(/\/technologies$/);
    const [core] = coreTechnologies;
    await page.getByRole("group", { name: core?.title, exact: true }).hover();

    await menu.getByRole("link", { name: "Blog" }).click();
    await page.getByRole("link", { name: articles[0]?.title }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: articles[0]?.title }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(violations).toEqual([]);
  });
});

test.describe("no CSP violation with analytics", () => {
  test.use({ site: "with-analytics", consent: "unset" });

  test("accepting loads the Google tag under the policy, and browsing goes on", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const tagRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: "window.__gtagStandIn = true;",
      });
    });
    const response = await page.goto("/home");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(
      /script-src [^;]*https:\/\/www\.googletagmanager\.com/,
    );
    expect(policy).toMatch(
      /connect-src [^;]*https:\/\/\*\.google-analytics\.com/,
    );
    await page
      .getByRole("button", { name: consentBanner.accept, exact: true })
      .click();
    await expect.poll(() => tagRequests).toHaveLength(1);
    expect(tagRequests[0]).toContain(TEST_MEASUREMENT_ID);
    // The stand-in ran: the policy let the tag execute.
    await expect
      .poll(() => page.evaluate(() => "__gtagStandIn" in window))
      .toBe(true);

    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalDocuments["terms-of-use"].title })
      .click();
    await expect(
      page.getByRole("dialog", { name: legalDocuments["terms-of-use"].title }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(violations).toEqual([]);
  });
});
