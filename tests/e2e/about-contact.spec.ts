import {
  capabilities,
  deliveryModel,
  heroLinks,
  industries,
  leadership,
  offerings,
  socialResponsibility,
  statements,
  story,
  trackRecord,
  values,
} from "../../app/content/about";
import { clients } from "../../app/content/clients";
import {
  contactDetails,
  whyChooseUs,
  whyChooseUsHeading,
} from "../../app/content/contact";
import { identity } from "../../app/content/identity";
import { expectClientShown } from "./client-marks";
import { expect, test } from "./fixtures";

// The spec's sections, in its order; their headings are the content's.
const ABOUT_SECTIONS = [
  story,
  statements,
  offerings,
  values,
  trackRecord,
  industries,
  capabilities,
  leadership,
  socialResponsibility,
].map((section) => section.title);

test.describe("About", () => {
  test("shows every section, in order", async ({ page }) => {
    await page.goto("/about");
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    // The site-wide closing call to action follows the page's own sections.
    expect(headings.slice(0, ABOUT_SECTIONS.length)).toEqual(ABOUT_SECTIONS);
  });

  test("has the value cards, and each leader a portrait slot: the photo, or a drawn tile", async ({
    page,
  }) => {
    await page.goto("/about");
    const valuesSection = page.getByRole("region", { name: values.title });
    await expect(valuesSection.getByRole("heading", { level: 3 })).toHaveText(
      values.items.map((value) => value.title),
    );
    const leaders = page.getByRole("region", { name: leadership.title });
    await expect(leaders.getByRole("heading", { level: 3 })).toHaveText(
      leadership.people.map((person) => person.name),
    );
    for (const person of leadership.people) {
      const card = leaders
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: person.name }) });
      if (person.photo)
        await expect(card.locator("img")).toHaveAttribute("src", person.photo);
      else {
        await expect(card.locator("[data-portrait=drawn]")).toBeVisible();
        await expect(card.locator("img")).toHaveCount(0);
      }
    }
  });

  test("lists every client of the home page's client list", async ({
    page,
  }) => {
    await page.goto("/about");
    const record = page.getByRole("region", { name: trackRecord.title });
    await expect(
      record.getByRole("heading", { level: 3, name: trackRecord.clientsTitle }),
    ).toBeVisible();
    for (const client of clients) await expectClientShown(record, client);
    for (const stat of trackRecord.stats)
      await expect(record.getByText(stat.value, { exact: true })).toBeVisible();
  });

  test("quotes the delivery model under What we do: 3–5 people, 3–9 months", async ({
    page,
  }) => {
    await page.goto("/about");
    const model = page.getByRole("region", { name: offerings.title });
    await expect(
      model.getByRole("heading", { name: deliveryModel.title }),
    ).toBeVisible();
    // The figures are the spec's (about.schema.ts).
    for (const figure of deliveryModel.figures)
      await expect(
        model.getByText(figure.value, { exact: true }),
      ).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("each industry's description is one tap away", async ({ page }) => {
      await page.goto("/about");
      const served = page.getByRole("region", { name: industries.title });
      for (const industry of industries.items) {
        const description = served.getByText(industry.description);
        await expect(description).toBeHidden();
        await served.getByRole("heading", { name: industry.title }).click();
        await expect(description).toBeVisible();
      }
    });
  });

  test("from 640 px every industry shows its description", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    const served = page.getByRole("region", { name: industries.title });
    await expect(served.getByRole("heading", { level: 3 })).toHaveText(
      industries.items.map((industry) => industry.title),
    );
    for (const industry of industries.items)
      await expect(served.getByText(industry.description)).toBeVisible();
  });

  test("the Contact Us button leads to /contact", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: heroLinks.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("Contact", () => {
  test("the contact block holds the phone, a mailto link and the address", async ({
    page,
  }) => {
    await page.goto("/contact");
    const contact = page.locator("#contact");
    await expect(
      contact.getByRole("heading", { level: 2, name: contactDetails.title }),
    ).toBeVisible();
    for (const card of [
      contactDetails.phone,
      contactDetails.email,
      contactDetails.office,
      contactDetails.officeHours,
    ])
      await expect(
        contact.getByRole("heading", { level: 3, name: card, exact: true }),
      ).toBeVisible();
    await expect(contact).toContainText(contactDetails.hours);
    await expect(
      contact.getByRole("link", { name: identity.phone.display }),
    ).toHaveAttribute("href", identity.phone.href);
    await expect(
      contact.getByRole("link", { name: identity.email }),
    ).toHaveAttribute("href", `mailto:${identity.email}`);
    await expect(contact).toContainText(identity.address.display);
  });

  test("shows the Why Choose Us cards and no form", async ({ page }) => {
    await page.goto("/contact");
    const reasons = page.getByRole("region", {
      name: whyChooseUsHeading.title,
    });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(
      whyChooseUs.map((reason) => reason.title),
    );
    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("About reads in full", async ({ page }) => {
    await page.goto("/about");
    for (const section of ABOUT_SECTIONS)
      await expect(
        page.getByRole("heading", { level: 2, name: section }),
      ).toBeVisible();
    await expect(
      page.getByRole("link", { name: heroLinks.contact }),
    ).toHaveAttribute("href", "/contact");
  });

  test("Contact reads in full", async ({ page }) => {
    await page.goto("/contact");
    await expect(
      page.locator("#contact").getByRole("link", { name: identity.email }),
    ).toBeVisible();
    for (const reason of whyChooseUs)
      await expect(
        page.getByRole("heading", { level: 3, name: reason.title }),
      ).toBeVisible();
  });
});
