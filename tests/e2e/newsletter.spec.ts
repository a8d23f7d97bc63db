import type { Page } from "@playwright/test";

import { archiveSection } from "../../app/content/blog-sections";
import { closingCallToAction } from "../../app/content/calls-to-action";
import { newsletterMessages } from "../../app/content/contact-form";
import { newsletterSignup as copy } from "../../app/content/newsletter";
import { named, watchAnalytics } from "./analytics-debug";
import { captureMailto } from "./mailto";
import {
  expect,
  expectNoAxeViolations,
  scriptBodies,
  test,
  untilHydrated,
} from "./fixtures";
import { articlePath } from "../../app/content/site-map";
import { articles, identity } from "./site";

const [article] = articles;
if (!article) throw new Error("The article index is empty.");
const articleUrl = articlePath(article.id);

const expectedMailto = (email: string) =>
  `mailto:${identity.email}?subject=Newsletter%20Subscription%20Request&body=${encodeURIComponent(
    `Please subscribe ${email} to the ${identity.name} newsletter.`,
  )}`;

const signUpOn = (page: Page, name: string) => page.getByRole("form", { name });

test.describe("the newsletter sign-up on /blog", () => {
  test.use({ consent: "granted" });

  test("is in the prerendered page, after every article", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain(copy.title);
    expect(html).toContain(copy.label);
    expect(html).toContain('type="email"');

    await page.goto("/blog");
    const form = signUpOn(page, copy.title);
    await expect(form).toBeVisible();
    // It is the page's last block: nothing but the footer after it, no second closing band.
    const after = await form.evaluate((node) => {
      const main = node.closest("main");
      const range = document.createRange();
      range.setStartAfter(node.closest("section") ?? node);
      range.setEndAfter(main?.lastChild ?? node);
      return range.toString().trim();
    });
    expect(after).toBe("");
    await expect(
      page.getByRole("region", { name: archiveSection.title }),
    ).toBeVisible();
  });

  test("explains a missing or malformed address, keeps what was typed, then opens the request and sends the conversion", async ({
    page,
  }) => {
    // Three states, each checked by axe: over a minute when the machine is busy.
    test.setTimeout(120_000);
    const events = await watchAnalytics(page);
    const mailto = await captureMailto(page);
    await page.goto("/blog");
    await untilHydrated(page);
    const form = signUpOn(page, copy.title);
    const field = form.getByRole("textbox", { name: copy.label });
    const submit = form.getByRole("button", { name: copy.submit });

    await submit.click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      `${copy.errors.missing} ${copy.hint}`,
    );

    await field.fill("thandi@");
    await submit.click();
    await expect(field).toHaveAccessibleDescription(
      `${copy.errors.invalid} ${copy.hint}`,
    );
    await expect(field).toHaveValue("thandi@");
    await expectNoAxeViolations(page);
    expect(await mailto()).toEqual([]);

    await field.fill("thandi@example.co.za");
    // The error goes as soon as the address is acceptable.
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(copy.hint);
    await submit.click();

    const status = page.getByRole("status").filter({
      hasText: newsletterMessages.success,
    });
    await expect(status).toHaveText(
      `${newsletterMessages.success} ${copy.nextStep("thandi@example.co.za")}`,
    );
    expect(await mailto()).toEqual([expectedMailto("thandi@example.co.za")]);
    await expect(field).toHaveValue("thandi@example.co.za");
    await expect
      .poll(() => named(events, "conversion").map((e) => e.params))
      .toEqual([
        expect.objectContaining({ conversion_name: "newsletter_signup" }),
      ]);
    await expectNoAxeViolations(page);
  });

  test("loads its logic only when the visitor reaches the form", async ({
    page,
  }) => {
    const loaded = scriptBodies(page);
    await page.goto("/blog", { waitUntil: "networkidle" });
    const has = async () =>
      (await loaded()).some((script) => script.includes("newsletter_signup"));
    expect(await has()).toBe(false);
    await signUpOn(page, copy.title)
      .getByRole("textbox", { name: copy.label })
      .focus();
    await expect.poll(has).toBe(true);
  });
});

test.describe("the newsletter sign-up after an article", () => {
  test("sits in the article's own call to action, the page's one next step", async ({
    page,
  }) => {
    await page.goto(articleUrl);
    const cta = page
      .getByRole("article", { name: article.title })
      .getByRole("complementary");
    await expect(cta.getByRole("link").first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(signUpOn(page, copy.afterArticleTitle)).toBeVisible();
    await expect(
      cta.getByRole("heading", { level: 3, name: copy.afterArticleTitle }),
    ).toBeVisible();
    // No second invitation competes with it further down the page.
    await expect(
      page.getByRole("heading", { name: closingCallToAction.title }),
    ).toHaveCount(0);
  });

  test("works by keyboard alone, Enter submitting the form", async ({
    page,
  }) => {
    const mailto = await captureMailto(page);
    await page.goto(articleUrl);
    await untilHydrated(page);
    const form = signUpOn(page, copy.afterArticleTitle);
    const field = form.getByRole("textbox", { name: copy.label });
    await form.getByRole("button", { name: copy.submit }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(field).toBeFocused();
    await page.keyboard.type("sipho@example.co.za");
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: newsletterMessages.success }),
    ).toBeVisible();
    expect(await mailto()).toEqual([expectedMailto("sipho@example.co.za")]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-up says how to subscribe by e-mail instead", async ({
    page,
  }) => {
    await page.goto("/blog");
    // A <noscript> block: Playwright's text search skips it, so locate the paragraph by role.
    await expect(
      page
        .getByRole("main")
        .getByRole("paragraph")
        .filter({ hasText: copy.noScript }),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: copy.title })).toBeHidden();
  });
});
