import path from "node:path";

import type { Page } from "@playwright/test";

import consent from "../../content/consent.json" with { type: "json" };
import { offTheShelfSolutions, productLinkText } from "../../app/content/home";
import { newsletterSignup } from "../../app/content/newsletter";
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { legalLinks } from "../../app/content/legal";
import { labels as supplierLabels } from "../../app/content/supplier-information";
import { coreTechnologies } from "../../app/content/technologies";
import { named, watchAnalytics, type LoggedEvent } from "./analytics-debug";
import { captureMailto } from "./mailto";
import { pageTitle } from "../../app/lib/seo";
import { articles, identity, linkName, menuExpanded, routes } from "./site";
import { expect, test } from "./fixtures";

const { banner: consentBanner } = consent;

// The debug stream of the shipped build, analytics accepted (decision 066 lists what sends what).
test.use({ consent: "granted" });

const [study] = caseStudies;
const [article] = articles;
const [legal] = legalLinks;
const [card] = coreTechnologies;
if (!study || !legal || !card || !article)
  throw new Error("Content this spec reads");

/** React runs the tracker's effects after the frame that shows a change: one frame passes. */
const afterNextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(resolve)),
      ),
  );

const timings = (events: LoggedEvent[], name: string) =>
  named(events, "timing_complete")
    .map((e) => e.params)
    .filter((params) => params.name === name);

test.describe("events sent by the visitor's interactions", () => {
  test("a route change sends navigation (link, then back/forward) and the time on the page left", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    expect(named(events, "navigation")).toEqual([]);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect
      .poll(() => named(events, "navigation").map((e) => e.params))
      .toEqual([{ navigation_type: "link", from: "/home", to: "/services" }]);
    expect(timings(events, "time_on_page")).toEqual([
      {
        name: "time_on_page",
        value: expect.any(Number),
        category: "engagement",
        event_label: "/home",
      },
    ]);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(() =>
        named(events, "navigation")
          .map((e) => e.params)
          .at(-1),
      )
      .toEqual({
        navigation_type: "back_forward",
        from: "/services",
        to: "/home",
      });
    expect(
      timings(events, "time_on_page").map((params) => params.event_label),
    ).toEqual(["/home", "/services"]);
  });

  test("leaving the page (pagehide) sends the time on it", async ({ page }) => {
    const events = await watchAnalytics(page);
    await page.goto("/about");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pagehide")),
    );
    await expect
      .poll(() => timings(events, "time_on_page"))
      .toEqual([expect.objectContaining({ event_label: "/about" })]);
  });

  test("turning a flip card sends page_interaction once per card", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/technologies");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const flipCard = page.getByRole("group", { name: card.title, exact: true });
    await flipCard.hover();
    await expect
      .poll(() => named(events, "page_interaction").map((e) => e.params))
      .toEqual([{ interaction_type: "card_flip", element: card.title }]);
    await page.mouse.move(0, 0);
    await flipCard.hover();
    await flipCard.click();
    await page.getByRole("heading", { level: 1 }).click();
    expect(named(events, "page_interaction")).toHaveLength(1);
  });

  test("opening the menu sends page_interaction disclosure_open", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await expect
      .poll(() => named(events, "page_interaction").map((e) => e.params))
      .toEqual([{ interaction_type: "disclosure_open", element: "Menu" }]);
  });

  test("a click on the capability statement sends file_download", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/contact");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await page
      .getByRole("link", { name: supplierLabels.capabilityStatement })
      .click();
    await expect
      .poll(() => named(events, "file_download").map((e) => e.params))
      .toEqual([
        {
          file_name: path.basename(CAPABILITY_STATEMENT),
          file_extension: "pdf",
          file_url: expect.stringMatching(
            new RegExp(`^http://[^/]+${CAPABILITY_STATEMENT}$`),
          ),
          link_text: supplierLabels.capabilityStatement,
        },
      ]);
  });

  test("the legal and case-study dialogs send the time they stayed open", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/case-studies");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await page.getByRole("link", { name: study.title }).click();
    const studyDialog = page.getByRole("dialog", { name: study.title });
    await expect(studyDialog).toBeVisible();
    expect(timings(events, "time_in_dialog")).toEqual([]);
    await studyDialog.getByRole("button", { name: "Close" }).click();
    await expect(studyDialog).toBeHidden();
    await expect
      .poll(() => timings(events, "time_in_dialog"))
      .toEqual([
        {
          name: "time_in_dialog",
          value: expect.any(Number),
          category: "dialog",
          event_label: study.title,
        },
      ]);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legal.title })
      .click();
    const legalDialog = page.getByRole("dialog", { name: legal.title });
    await expect(legalDialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(legalDialog).toBeHidden();
    await expect
      .poll(() => timings(events, "time_in_dialog").map((t) => t.event_label))
      .toEqual([study.title, legal.title]);
  });
});

test.describe("page titles", () => {
  test("a page the spec does not name reports the company name alone, whatever its own title", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    const pageTitles = () =>
      named(events, "page_view").map((e) => e.params.page_title);
    const actionTitles = () =>
      named(events, "user_action").map((e) => e.params.page_title);

    await page.goto("/blog");
    await expect(page).toHaveTitle(
      routes.find((route) => route.path === "/blog")?.title ?? "",
    );
    await expect.poll(pageTitles).toEqual([identity.name]);

    // Followed from the list, as a visitor would: the route change reports it too.
    await page.getByRole("link", { name: article.title }).first().click();
    await expect(page).toHaveTitle(pageTitle(identity.name, article.title));
    await expect.poll(pageTitles).toEqual([identity.name, identity.name]);
    await expect.poll(actionTitles).toEqual([identity.name, identity.name]);

    // A named page still reports its own title, the spec's.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    const services = routes.find((route) => route.path === "/services")?.title;
    await expect(page).toHaveTitle(services ?? "");
    await expect
      .poll(pageTitles)
      .toEqual([identity.name, identity.name, services]);
  });
});

test.describe("before consent", () => {
  test.use({ consent: "unset" });

  test("interaction events wait for consent like every other event", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeVisible();
    expect(events).toEqual([]);
    await page
      .getByRole("button", { name: consentBanner.accept, exact: true })
      .click();
    await expect
      .poll(() => named(events, "navigation").map((e) => e.params))
      .toEqual([{ navigation_type: "link", from: "/home", to: "/services" }]);
  });
});

test.describe("one page view per page arrival", () => {
  // Every link on the page that leads to the page itself (the logo on /home, the current menu
  // item, Get started on /contact, a skip link), whatever the content makes of them.
  for (const path of ["/home", "/services", "/contact"]) {
    test(`on ${path}, a link to the page shown sends nothing and the page's time runs on`, async ({
      page,
    }) => {
      const events = await watchAnalytics(page);
      await page.goto(path);
      await expect.poll(() => named(events, "page_view").length).toBe(1);
      // The page's timer started before its page view was logged.
      const arrived = Date.now();
      const toThisPage = await page.getByRole("link").evaluateAll(
        (links, here) =>
          links
            .map((link, index) => ({ link: link as HTMLAnchorElement, index }))
            .filter(
              ({ link }) =>
                link.origin === location.origin &&
                link.pathname === here &&
                link.checkVisibility(),
            )
            .map(({ index }) => index),
        path,
      );
      expect(toThisPage.length, `links to ${path} on ${path}`).toBeGreaterThan(
        0,
      );
      for (const index of toThisPage) {
        // By the keyboard: the skip link shows only once focused.
        await page.getByRole("link").nth(index).press("Enter");
        await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`));
        await afterNextFrame(page);
      }
      const pageEvents = () =>
        events.filter(
          (e) =>
            ["page_view", "user_action", "navigation"].includes(e.name) ||
            (e.name === "timing_complete" && e.params.name === "time_on_page"),
        );
      expect(pageEvents().map((e) => e.name)).toEqual([
        "page_view",
        "user_action",
      ]);

      // Leaving reports the whole time since arrival, not since the last of those clicks.
      const sinceArrival = Date.now() - arrived;
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: linkName("/about") })
        .click();
      await expect(page).toHaveURL(/\/about$/);
      await expect
        .poll(() => timings(events, "time_on_page").map((t) => t.event_label))
        .toEqual([path]);
      expect(timings(events, "time_on_page")[0]?.value).toBeGreaterThanOrEqual(
        sinceArrival,
      );
    });
  }

  test("Back and Forward are arrivals; a same-page link in between is not", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") });
    await services.click();
    // The current menu item replaces the entry, so Back leads to /home. React Router reads
    // "current" from the page drawn, which comes after the URL: wait for it.
    await expect(services).toHaveAttribute("aria-current", "page");
    await services.click();
    await afterNextFrame(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/services$/);
    await expect
      .poll(() => named(events, "page_view").map((e) => e.params.page_path))
      .toEqual(["/home", "/services", "/home", "/services"]);
    expect(timings(events, "time_on_page").map((t) => t.event_label)).toEqual([
      "/home",
      "/services",
      "/home",
    ]);
  });
});

test.describe("only what the visitor does", () => {
  test("a card drawn under a resting pointer is not a flip; moving onto it is", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    // Tall enough that the first card is on screen at the top of the page.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto("/technologies");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const flipCard = page.getByRole("group", { name: card.title, exact: true });
    const box = await flipCard.boundingBox();
    if (!box) throw new Error("The card has no box.");
    // Away by the keyboard, so the pointer has not moved; then the pointer rests where the
    // card will be drawn on the way back (turning whatever is there on /services: the
    // visitor's doing).
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") });
    await services.press("Enter");
    // Once /services is drawn: the URL changes before the card leaves the screen.
    await expect(services).toHaveAttribute("aria-current", "page");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await afterNextFrame(page);
    const before = named(events, "page_interaction").length;
    await page.goBack();
    await expect(page).toHaveURL(/\/technologies$/);
    await expect
      .poll(() => named(events, "page_view").map((e) => e.params.page_path))
      .toEqual(["/technologies", "/services", "/technologies"]);
    // Drawn under the resting pointer, the card shows its back by :hover, and Chromium sends it
    // pointerover and mouseover, with no movement.
    await expect
      .poll(() => flipCard.evaluate((element) => element.matches(":hover")))
      .toBe(true);
    await afterNextFrame(page);
    expect(named(events, "page_interaction").slice(before)).toEqual([]);

    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2);
    await expect
      .poll(() =>
        named(events, "page_interaction")
          .slice(before)
          .map((e) => e.params),
      )
      .toEqual([{ interaction_type: "card_flip", element: card.title }]);
  });

  test("external_link_click reports the link's visible words", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const product = offTheShelfSolutions.find((solution) => solution.url);
    if (!product?.url) throw new Error("No product links to its website.");
    const words = productLinkText("website", product.title);
    // Opened in a new tab, which the test closes.
    const opened = page.context().waitForEvent("page");
    await page.getByRole("link", { name: words }).click();
    await (await opened).close();
    await expect
      .poll(() => named(events, "external_link_click").map((e) => e.params))
      .toEqual([{ link_url: new URL(product.url).href, link_text: words }]);
  });

  test("a newsletter conversion counts once per address per page view", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await captureMailto(page);
    await page.goto("/blog");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const form = page.getByRole("form", { name: newsletterSignup.title });
    const field = form.getByRole("textbox", { name: newsletterSignup.label });
    const subscribe = form.getByRole("button", {
      name: newsletterSignup.submit,
    });
    const conversions = () => named(events, "conversion").length;
    const successes = () =>
      page.getByRole("status").filter({ hasText: "thandi" });

    await field.fill("thandi@example.co.za");
    for (let press = 0; press < 3; press += 1) await subscribe.click();
    await expect(successes()).toBeVisible();
    await expect.poll(conversions).toBe(1);
    await field.fill("sipho@example.co.za");
    await subscribe.click();
    await expect.poll(conversions).toBe(2);
    await field.fill("thandi@example.co.za");
    await subscribe.click();
    await afterNextFrame(page);
    expect(conversions()).toBe(2);

    // A new page view counts again.
    await page.getByRole("link", { name: article.title }).first().click();
    await expect.poll(() => named(events, "page_view").length).toBe(2);
    await page.goBack();
    await expect.poll(() => named(events, "page_view").length).toBe(3);
    await field.fill("thandi@example.co.za");
    await subscribe.click();
    await expect.poll(conversions).toBe(3);
  });
});
