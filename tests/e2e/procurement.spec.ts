import { identity } from "../../app/content/identity";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { footerText, pageLink } from "../../app/content/navigation";
import { pages } from "../../app/content/pages";
import {
  company,
  credentialDocument,
  credentials,
  labels,
  shownExpiry,
  tendersEmail,
} from "../../app/content/supplier-information";
import { formatLongDate } from "../../app/lib/dates";
import { expect, test } from "./fixtures";

const supplierInformation = pageLink("procurement");
const PROCUREMENT = supplierInformation.route;

test.describe("Supplier information", () => {
  test("lists every credential with its issuer, number, dates and document", async ({
    page,
  }) => {
    await page.goto(PROCUREMENT);
    await expect(page).toHaveTitle(
      `${pages.procurement.name} | ${identity.name}`,
    );
    const list = page
      .getByRole("region", { name: labels.credentialsHeading })
      .getByRole("list")
      .first();
    await expect(list.getByRole("listitem")).toHaveCount(credentials.length);
    for (const credential of credentials) {
      const row = list.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: credential.name, exact: true }),
      });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(credential.issuer);
      await expect(row).toContainText(
        credential.number ?? labels.notApplicable,
      );
      if (credential.level) await expect(row).toContainText(credential.level);
      await expect(row).toContainText(
        `${labels.expires}${shownExpiry(credential)}`,
      );
      if (credential.validFrom)
        await expect(row).toContainText(formatLongDate(credential.validFrom));

      const document = credentialDocument(credential);
      const link = row.getByRole("link");
      if (!document) {
        await expect(link).toHaveCount(0);
        continue;
      }
      // A stand-in says so in the link's name; a real document does not.
      await expect(link).toHaveAttribute("href", document.href);
      await expect(link).toHaveAccessibleName(
        document.specimen
          ? `${labels.download} ${credential.name} (PDF) ${labels.specimen}`
          : `${labels.download} ${credential.name} (PDF)`,
      );
    }
  });

  test("every document link and the capability statement resolve to a PDF", async ({
    page,
    request,
  }) => {
    await page.goto(PROCUREMENT);
    const hrefs = [
      CAPABILITY_STATEMENT,
      ...credentials.flatMap((credential) => {
        const document = credentialDocument(credential);
        return document ? [document.href] : [];
      }),
    ];
    for (const href of hrefs)
      await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toMatch(
        /^application\/pdf/,
      );
    }
  });

  test("gives the company's size, street address, Information Officer and tenders contact", async ({
    page,
  }) => {
    await page.goto(PROCUREMENT);
    const main = page.getByRole("main");
    await expect(main).toContainText(identity.legalName);
    await expect(main).toContainText(company.sizeBand);
    await expect(main).toContainText(String(company.headcount));
    await expect(main).toContainText(identity.address.display);
    await expect(main).toContainText(identity.informationOfficer.role);
    for (const address of [tendersEmail, identity.informationOfficer.email])
      await expect(
        main.getByRole("link", { name: address }).first(),
      ).toHaveAttribute("href", `mailto:${address}`);
    await expect(
      main.getByRole("link", { name: `${labels.capabilityStatement} (PDF)` }),
    ).toHaveAttribute("href", CAPABILITY_STATEMENT);
  });
});

test.describe("the way to supplier information", () => {
  test("the footer links to it on every page", async ({ page }) => {
    await page.goto("/home");
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: footerText.quickLinksTitle })
      .getByRole("link", { name: supplierInformation.name, exact: true })
      .click();
    await expect(page).toHaveURL(PROCUREMENT);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: pages.procurement.hero.title,
      }),
    ).toBeVisible();
  });

  for (const from of ["/about", "/contact", "/home"])
    test(`${from} links to it`, async ({ page }) => {
      await page.goto(from);
      await page
        .getByRole("main")
        .getByRole("link", { name: supplierInformation.name, exact: true })
        .click();
      await expect(page).toHaveURL(PROCUREMENT);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: pages.procurement.hero.title,
        }),
      ).toBeVisible();
    });

  test("Contact links to the capability statement", async ({ page }) => {
    await page.goto("/contact");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: labels.capabilityStatement, exact: true }),
    ).toHaveAttribute("href", CAPABILITY_STATEMENT);
  });
});
