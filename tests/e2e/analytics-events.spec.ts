import path from "node:path";

import { consentBanner } from "../../app/content/consent";
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { legalLinks } from "../../app/content/legal";
import { labels as supplierLabels } from "../../app/content/supplier-information";
import { coreTechnologies } from "../../app/content/technologies";
import { named, watchAnalytics, type LoggedEvent } from "./analytics-debug";
import { pageTitle } from "../../app/lib/seo";
import { articles, identity, linkName, routes } from "./site";
import { expect, test } from "./fixtures";

// The debug stream of the shipped build, analytics accepted (decision 066 lists what sends what).
test.use({ consent: "granted" });

const [study] = caseStudies;
const [article] = articles;
const [legal] = legalLinks;
const [card] = coreTechnologies;
if (!study || !legal || !card || !article)
  throw new Error("Content this spec reads");

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
    await expect(menu).toHaveAttribute("aria-expanded", "true");
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
