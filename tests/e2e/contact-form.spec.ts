import type { Page } from "@playwright/test";

import {
  contactForm,
  contactFormMessages,
} from "../../app/content/contact-form";
import {
  expect,
  expectNoAxeViolationsWithPausedClock,
  pauseClock,
  scriptBodies,
  test,
} from "./fixtures";
import { captureMailto } from "./mailto";
import { identity } from "./site";

test.describe("the shipped site", () => {
  test("has no contact form on /contact, in its HTML or in the scripts it loads", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("<form");
    expect(html).not.toContain("contact-form");

    const loaded = scriptBodies(page);
    await page.goto("/contact", { waitUntil: "networkidle" });
    const scripts = await loaded();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toContain(contactFormMessages.required);
      expect(script).not.toContain("Contact Form: ");
    }
    await expect(page.locator("form")).toHaveCount(0);
  });
});

test.describe("the contact form, switched on (fixture build)", () => {
  test.use({ site: "with-analytics" });

  const field = (page: Page, name: keyof typeof contactForm.fields) =>
    page.getByLabel(contactForm.fields[name].label, { exact: false });

  test("validates, sends through mailto and resets after 5 s", async ({
    page,
  }) => {
    const mailto = await captureMailto(page);
    await pauseClock(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contactForm.title });
    await expect(form).toBeVisible();

    await form.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(
      contactFormMessages.required,
    );
    await expect(field(page, "name")).toBeFocused();
    await expect(field(page, "name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsWithPausedClock(page);

    await field(page, "name").fill("Thandi Mokoena");
    await field(page, "email").fill("thandi@example.co.za");
    await field(page, "subject").fill("R&D? #1 at 100%");
    await field(page, "message").fill("Line one\nBcc: someone@evil.example");
    await form.getByRole("button", { name: contactForm.submit }).click();

    await expect(page.getByText(contactFormMessages.sent)).toBeVisible();
    const [url] = await mailto();
    expect(url?.split("&body=")[0]).toBe(
      `mailto:${identity.email}?subject=Contact%20Form%3A%20R%26D%3F%20%231%20at%20100%25`,
    );
    expect(decodeURIComponent(url?.split("&body=")[1] ?? "")).toContain(
      "Phone: Not provided\r\nCompany: Not provided",
    );
    await expectNoAxeViolationsWithPausedClock(page);

    await page.clock.runFor(5_000);
    await expect(page.getByText(contactFormMessages.sent)).toHaveCount(0);
    await expect(field(page, "subject")).toHaveValue("");
  });

  test("saves the contact details, restores them with a banner and clears them", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/contact");
    await field(page, "name").fill("Thandi");
    await field(page, "company").fill("Acme");
    await field(page, "subject").fill("Not saved");
    await page.clock.runFor(1_000);

    await page.reload();
    await expect(page.getByText(contactFormMessages.restored)).toBeVisible();
    await expect(field(page, "name")).toHaveValue("Thandi");
    await expect(field(page, "company")).toHaveValue("Acme");
    await expect(field(page, "subject")).toHaveValue("");
    await expectNoAxeViolationsWithPausedClock(page);
    await page.clock.runFor(3_000);
    await expect(page.getByText(contactFormMessages.restored)).toHaveCount(0);

    await page.getByRole("button", { name: contactForm.clearSaved }).click();
    await expect(page.getByText(contactFormMessages.cleared)).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(page.getByText(contactFormMessages.cleared)).toHaveCount(0);
    await page.reload();
    await expect(field(page, "name")).toHaveValue("");
  });

  test("works by keyboard alone", async ({ page }) => {
    const mailto = await captureMailto(page);
    // Autosave (debounced 1 s) adds "Clear saved data" before Submit, which changes the Tab
    // order; with the clock paused, slow typing on a busy machine cannot let it fire.
    await pauseClock(page);
    await page.goto("/contact");
    await field(page, "name").focus();
    await page.keyboard.type("Thandi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("thandi@example.co.za");
    for (const text of ["", "", "Portal", "Hello"]) {
      await page.keyboard.press("Tab");
      if (text) await page.keyboard.type(text);
    }
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: contactForm.submit }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(contactFormMessages.sent)).toBeVisible();
    expect(await mailto()).toHaveLength(1);
  });
});
