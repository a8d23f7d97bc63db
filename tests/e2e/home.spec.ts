import { clients } from "../../app/content/clients";
import {
  aiSolutions,
  impactStats,
  industries,
  managementStats,
  offTheShelfSolutions,
} from "../../app/content/home";
import {
  aboutPreview,
  homeSections,
  satisfactionGuarantee,
} from "../../app/content/home-sections";
import { serviceIcons } from "../../app/content/service-icons";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

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
  "Have a system that has to work the first time?",
  satisfactionGuarantee.title,
];

function checkHomeContent() {
  test("shows every section, in the spec's order", async ({ page }) => {
    await page.goto("/home");
    await expect(
      page.getByRole("region", { name: "Our mission" }),
    ).toContainText(
      "To do the impossible, for the demanding, with dignity & pride",
    );
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings).toEqual(SECTION_ORDER);
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
    await expect(
      industriesRegion.getByRole("heading", { name: "Challenges" }),
    ).toHaveCount(4);
    await expect(
      industriesRegion.getByRole("heading", { name: "Our solutions" }),
    ).toHaveCount(4);
  });

  test("shows the 14 clients and the management figures", async ({ page }) => {
    await page.goto("/home");
    const clientList = region(page, homeSections.clients.title).getByRole(
      "list",
      { name: "Clients" },
    );
    for (const client of clients)
      await expect(clientList).toContainText(client.name);
    await expect(
      clientList.getByRole("listitem").filter({ hasText: /\S/ }),
    ).toHaveCount(15);

    const management = region(page, homeSections.management.title);
    for (const stat of managementStats)
      await expect(management).toContainText(stat.value);
  });
}

test.describe("home", () => {
  checkHomeContent();

  test("every link goes where it should", async ({ page }) => {
    await page.goto("/home");
    await expect(
      region(page, homeSections.clients.title).getByRole("link", {
        name: "View Case Studies",
      }),
    ).toHaveAttribute("href", "/case-studies");

    const previews = region(page, homeSections.services.title).getByRole(
      "link",
    );
    await expect(previews).toHaveText(serviceIcons.map((s) => s.name));
    for (const link of await previews.all())
      await expect(link).toHaveAttribute("href", "/services");

    await expect(
      region(page, aboutPreview.title).getByRole("link", {
        name: aboutPreview.link.label,
      }),
    ).toHaveAttribute("href", "/about");
    await expect(
      region(page, "Have a system that has to work the first time?").getByRole(
        "link",
        {
          name: "Book a free consultation",
        },
      ),
    ).toHaveAttribute("href", "/contact");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/contact#contact");
  });

  test("the 5 off-the-shelf solutions; two open their websites in a new tab, safely", async ({
    page,
  }) => {
    await page.goto("/home");
    const solutions = region(page, homeSections.solutions.title);
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(
      offTheShelfSolutions.map((s) => s.title),
    );
    const external = offTheShelfSolutions.filter((s) => "url" in s);
    expect(external).toHaveLength(2);
    for (const solution of external) {
      const link = solutions.getByRole("link", {
        name: `Visit the ${solution.title} website (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", solution.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const solution of offTheShelfSolutions.filter((s) => !("url" in s))) {
      await expect(
        solutions.getByRole("link", { name: `Ask about ${solution.title}` }),
      ).toHaveAttribute("href", "/contact");
    }
  });

  test("a service card takes the visitor to the services page", async ({
    page,
  }) => {
    await page.goto("/home");
    await region(page, homeSections.services.title)
      .getByRole("link", { name: "Fleet Telematics" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  checkHomeContent();
});
