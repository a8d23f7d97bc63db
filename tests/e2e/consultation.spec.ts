import {
  bookingPage,
  closingCallToAction,
} from "../../app/content/calls-to-action";
import { homeBanner } from "../../app/content/home";
import { newsletterSignup } from "../../app/content/newsletter";
import { articlePath, pagePath } from "../../app/content/site-map";
import { named, watchAnalytics } from "./analytics-debug";
import { expect, test } from "./fixtures";
import { articles, articleTexts } from "./site";

/**
 * The invitations to a consultation: to the contact page, or, while the content names the
 * company's booking page, to that in a new tab. Read from the content, so either way holds.
 */
const newTab = " (opens in a new tab)";
const name = (label: string) => (bookingPage ? `${label}${newTab}` : label);

const invitations = [
  { path: pagePath.home, label: homeBanner.primaryAction },
  { path: pagePath.services, label: closingCallToAction.primary.label },
  { path: pagePath.blog, label: newsletterSignup.contact.label },
  // An article's closing call to action, where it invites a visitor to the contact page.
  ...articles.flatMap((article) => {
    const text = articleTexts.get(article.id);
    return text?.callToActionPath === pagePath.contact
      ? [{ path: articlePath(article.id), label: text.callToAction }]
      : [];
  }),
];

test.use({ consent: "granted" });

test("every invitation to a consultation leads where the content says", async ({
  page,
}) => {
  for (const { path, label } of invitations) {
    await page.goto(path);
    const links = page
      .getByRole("main")
      .or(page.getByRole("region", { name: closingCallToAction.title }))
      .getByRole("link", { name: name(label), exact: true });
    await expect(links.first(), path).toBeVisible();
    for (const link of await links.all()) {
      await expect(link, path).toHaveAttribute(
        "href",
        bookingPage ?? pagePath.contact,
      );
      if (bookingPage) await expect(link).toHaveAttribute("target", "_blank");
      else await expect(link).not.toHaveAttribute("target");
    }
  }
});

test("following one counts a conversion only when it books", async ({
  page,
  context,
}) => {
  const events = await watchAnalytics(page);
  await page.goto(pagePath.home);
  await expect.poll(() => named(events, "page_view").length).toBe(1);
  // The hero's, first on the page (the closing invitation repeats it).
  const link = page
    .getByRole("main")
    .getByRole("link", { name: name(homeBanner.primaryAction), exact: true })
    .first();
  if (bookingPage) {
    // The booking page is off the site: answered here, so no request leaves the test.
    await context.route(bookingPage, (route) =>
      route.fulfill({ body: "Booking" }),
    );
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      link.click(),
    ]);
    await expect(tab).toHaveURL(bookingPage);
    await expect
      .poll(() => named(events, "conversion").map((e) => e.params))
      .toEqual([{ conversion_name: "consultation_booking", currency: "USD" }]);
    expect(named(events, "external_link_click")).toHaveLength(1);
  } else {
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(named(events, "conversion")).toEqual([]);
  }
});
