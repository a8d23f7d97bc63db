import { closingCallToAction } from "../../app/content/calls-to-action";
import { caseStudyPath } from "../../app/content/site-map";
import { clients } from "../../app/content/clients";
import { basisLabel, procurementRecognition } from "../../app/content/figures";
import {
  aiSolutions,
  impactStats,
  industries,
  managementStats,
  offTheShelfSolutions,
  serviceAnchor,
  aboutPreview,
  challengesAndSolutions,
  clientWall,
  homeBanner,
  homeSections,
  industryHeadings,
  productLinkText,
  satisfactionGuarantee,
} from "../../app/content/home";
import { identity } from "../../app/content/identity";
import { getStartedLink, pageLink } from "../../app/content/navigation";
import { homeTestimonial } from "../../app/content/testimonials";
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import { services } from "../../app/content/services";
import { credentials as allCredentials } from "../../app/content/supplier-information";
import { expectClientShown } from "./client-marks";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { pageCopy } from "../../app/content/page-copy";

const homePage = pageCopy(homePageFile);

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

/** The home page's sections, in the spec's order, by their headings. */
const SECTION_ORDER = [
  homeSections.ai.title,
  homeSections.impact.title,
  homeSections.industries.title,
  homeSections.clients.title,
  homeSections.services.title,
  homeSections.solutions.title,
  homeSections.management.title,
  homeSections.challenges.title,
  aboutPreview.title,
  satisfactionGuarantee.title,
  closingCallToAction.title,
];

function checkHomeContent() {
  test("shows every section, in the spec's order", async ({ page }) => {
    await page.goto("/home");
    await expect(
      page.getByRole("region", { name: homeBanner.missionLabel }),
    ).toHaveText(`${homeBanner.missionLabel}: ${identity.mission}.`);
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings).toEqual(SECTION_ORDER);
    // The procurement line, single-sourced with /contact, near the top: in the banner.
    const hero = page.getByRole("region", { name: homePage.hero.title });
    await expect(hero).toContainText(procurementRecognition);
    for (const text of [
      homeBanner.inServiceLabel,
      homeBanner.ownershipLabel,
      homeBanner.bbbeeLevel,
    ])
      await expect(hero).toContainText(text);
  });

  test("has 4 AI solutions, the impact figures and the 4 industries", async ({
    page,
  }) => {
    await page.goto("/home");
    const ai = region(page, homeSections.ai.title);
    await expect(ai.getByRole("heading", { level: 3 })).toHaveText(
      aiSolutions.map((s) => s.title),
    );

    const impact = region(page, homeSections.impact.title);
    for (const stat of impactStats)
      await expect(impact).toContainText(stat.number);

    const industriesRegion = region(page, homeSections.industries.title);
    await expect(
      industriesRegion.getByRole("heading", { level: 3 }),
    ).toHaveText(industries.map((i) => i.industry));
    // A disclosure per industry, all closed on arrival; opening one shows its challenges and
    // solutions (and, as an exclusive accordion, closes the others).
    await expect(
      industriesRegion.getByRole("heading", {
        name: industryHeadings.challenges,
      }),
    ).toHaveCount(0);
    for (const industry of industries) {
      const disclosure = industriesRegion.locator("details").filter({
        has: page.getByRole("heading", { name: industry.industry }),
      });
      await disclosure.locator("summary").click();
      await expect(disclosure).toHaveAttribute("open", "");
      await expect(
        disclosure.getByRole("heading", { name: industryHeadings.challenges }),
      ).toBeVisible();
      await expect(
        disclosure.getByRole("heading", { name: industryHeadings.solutions }),
      ).toBeVisible();
      for (const item of [...industry.challenges, ...industry.solutions])
        await expect(disclosure.getByText(item, { exact: true })).toBeVisible();
      await expect(
        industriesRegion.getByRole("heading", {
          name: industryHeadings.challenges,
        }),
      ).toHaveCount(1);
    }
  });

  test("shows every client and the management figures", async ({ page }) => {
    await page.goto("/home");
    const clientList = region(page, homeSections.clients.title).getByRole(
      "list",
      { name: "Clients" },
    );
    for (const client of clients) await expectClientShown(clientList, client);
    await expect(clientList.getByRole("listitem")).toHaveCount(
      clients.length + 1,
    );
    await expect(clientList.getByRole("listitem").last()).toHaveText(
      clientWall.more,
    );

    const management = region(page, homeSections.management.title);
    for (const stat of managementStats) {
      await expect(management).toContainText(stat.value);
      await expect(management).toContainText(stat.source);
    }

    await expect(
      region(page, homeSections.challenges.title).getByRole("heading", {
        level: 3,
      }),
    ).toHaveText([
      challengesAndSolutions.challengesTitle,
      challengesAndSolutions.solutionsTitle,
    ]);
  });

  test("attributes each impact figure to its basis", async ({ page }) => {
    await page.goto("/home");
    const impact = region(page, homeSections.impact.title);
    for (const stat of impactStats)
      await expect(impact).toContainText(`${basisLabel} ${stat.source}`);
  });

  test("a named testimonial and the credentials from content", async ({
    page,
  }) => {
    await page.goto("/home");
    const clientsRegion = region(page, homeSections.clients.title);
    const quote = clientsRegion.getByRole("figure");
    await expect(quote.getByRole("blockquote")).toHaveText(
      homeTestimonial.quote,
    );
    for (const line of [
      homeTestimonial.name,
      homeTestimonial.attribution,
      homeTestimonial.organisation,
    ])
      await expect(quote).toContainText(line);
    await expect(
      quote.getByRole("link", { name: clientWall.testimonialLink }),
    ).toHaveAttribute("href", caseStudyPath(homeTestimonial.caseStudyId));

    const card = region(page, aboutPreview.title);
    const supplierInformation = pageLink("procurement");
    const credentials = card.getByRole("list");
    // Each credential with a line for Home, as the supplier information states it.
    const shown = allCredentials.filter(({ summary }) => summary !== null);
    await expect(credentials.getByRole("listitem")).toHaveCount(shown.length);
    for (const credential of shown) {
      await expect(credentials).toContainText(credential.name);
      await expect(credentials).toContainText(credential.summary ?? "");
    }
    await expect(
      card.getByRole("link", { name: supplierInformation.name }),
    ).toHaveAttribute("href", supplierInformation.route);
  });
}

test.describe("home", () => {
  checkHomeContent();

  test("every link goes where it should", async ({ page }) => {
    await page.goto("/home");
    await expect(
      region(page, homeSections.clients.title).getByRole("link", {
        name: clientWall.caseStudiesLink,
      }),
    ).toHaveAttribute("href", "/case-studies");

    const previews = region(page, homeSections.services.title).getByRole(
      "link",
    );
    // A tile per service, in the services' order, named by its short name.
    await expect(previews).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const link = previews.nth(index);
      await expect(link).toHaveAccessibleName(service.shortName);
      await expect(link).toHaveAttribute("href", serviceAnchor(service.id));
      // An arrow onward, not the "external" arrow.
      await expect(link).not.toContainText("↗");
    }

    await expect(
      region(page, aboutPreview.title).getByRole("link", {
        name: aboutPreview.link.label,
      }),
    ).toHaveAttribute("href", "/about");
    await expect(
      region(page, closingCallToAction.title).getByRole("link", {
        name: closingCallToAction.primary.label,
      }),
    ).toHaveAttribute("href", closingCallToAction.primary.route);
    await expect(
      page.getByRole("banner").getByRole("link", { name: getStartedLink.name }),
    ).toHaveAttribute("href", getStartedLink.route);
    const hero = page.getByRole("region", { name: homePage.hero.title });
    await expect(
      hero.getByRole("link", { name: homeBanner.resultsLink }),
    ).toHaveAttribute("href", "/case-studies");
  });

  test("the off-the-shelf solutions; those with a website open it in a new tab, safely", async ({
    page,
  }) => {
    await page.goto("/home");
    const solutions = region(page, homeSections.solutions.title);
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(
      offTheShelfSolutions.map((s) => s.title),
    );
    const external = offTheShelfSolutions.filter(
      (s): s is typeof s & { url: string } => s.url !== undefined,
    );
    expect(external.length).toBeGreaterThan(0);
    for (const solution of external) {
      const link = solutions.getByRole("link", {
        name: `${productLinkText("website", solution.title)} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", solution.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const solution of offTheShelfSolutions.filter((s) => !("url" in s))) {
      await expect(
        solutions.getByRole("link", {
          name: productLinkText("ask", solution.title),
        }),
      ).toHaveAttribute("href", "/contact");
    }
  });

  test("a service tile opens its own service on the services page", async ({
    page,
  }) => {
    // The last service: its card is the furthest down /services.
    const service = services.at(-1);
    if (!service) throw new Error("No service");
    await page.goto("/home");
    await region(page, homeSections.services.title)
      .getByRole("link", { name: service.shortName })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/services#service-${service.id}$`),
    );
    await expect(
      page.getByRole("heading", { level: 3, name: service.title }),
    ).toBeInViewport();
  });

  test("the hero has one primary button", async ({ page }) => {
    await page.goto("/home");
    const hero = page.getByRole("region", { name: homePage.hero.title });
    const filled = await hero
      .getByRole("link")
      .evaluateAll(
        (links) =>
          links.filter(
            (link) =>
              getComputedStyle(link).backgroundColor !== "rgba(0, 0, 0, 0)",
          ).length,
      );
    expect(filled).toBe(1);
    await expect(
      hero.getByRole("link", { name: homeBanner.primaryAction }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  checkHomeContent();
});
