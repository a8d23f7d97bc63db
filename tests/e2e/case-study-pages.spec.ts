import {
  caseStudies,
  nextCaseStudy,
} from "../../app/content/case-studies/case-study-files.server";
import { caseStudyLabels as labels } from "../../app/content/case-studies/labels";
import { caseStudyPath } from "../../app/content/site-map";
import { expect, test } from "./fixtures";

/**
 * Each case study on its own page (issue 15, decision 079): results first, then the client's
 * words, a way on to the next study, and from the list's dialog a link to the page. Read from the
 * content, so a new study is checked as soon as it is added.
 */
// The next page's code and the dialog's chunk load when asked for: seconds on a busy machine.
const NAVIGATION = { timeout: 20_000 };

test.describe("a case study's own page", () => {
  for (const study of caseStudies)
    test(`${caseStudyPath(study.id)}: results, then the quote, then the next study`, async ({
      page,
    }) => {
      await page.goto(caseStudyPath(study.id));
      await expect(
        page.getByRole("heading", { level: 1, name: study.title }),
      ).toBeVisible();

      const results = page.getByText(study.results.summary, { exact: true });
      const quote = page.getByText(study.testimonial.quote);
      await expect(results).toBeVisible();
      await expect(quote).toBeVisible();
      const top = (found: typeof results) =>
        found.evaluate((element) => element.getBoundingClientRect().top);
      const resultsTop = await top(results);
      const quoteTop = await top(quote);
      expect(resultsTop, "the results come before the quote").toBeLessThan(
        quoteTop,
      );

      const next = nextCaseStudy(study);
      if (next) {
        const onward = page
          .getByRole("region", { name: labels.next })
          .getByRole("link", { name: next.title });
        await onward.click();
        await expect(page).toHaveURL(new RegExp(`${caseStudyPath(next.id)}$`));
        // A client-side navigation: the page's code loads first, seconds on a busy machine.
        await expect(
          page.getByRole("heading", { level: 1, name: next.title }),
        ).toBeVisible(NAVIGATION);
      }
    });

  for (const study of caseStudies.slice(0, 1))
    test(`the dialog of "${study.id}" links to its page`, async ({ page }) => {
      await page.goto(`/case-studies#${study.id}`);
      const dialog = page.getByRole("dialog", { name: study.title });
      await expect(dialog).toBeVisible(NAVIGATION);
      await dialog.getByRole("link", { name: labels.readFullStudy }).click();
      await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study.id)}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: study.title }),
      ).toBeVisible(NAVIGATION);
    });

  test("on a phone, the dialog's opening band leaves most of the screen to the study", async ({
    page,
  }) => {
    const [study] = caseStudies;
    if (!study) throw new Error("no case studies");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/case-studies#${study.id}`);
    const dialog = page.getByRole("dialog", { name: study.title });
    await expect(dialog).toBeVisible(NAVIGATION);
    const title = dialog.getByRole("heading", { name: study.title }).first();
    const height = await title.evaluate(
      (element) => element.getBoundingClientRect().height,
    );
    expect(height, "the title takes under a sixth of the screen").toBeLessThan(
      812 / 6,
    );
  });
});
