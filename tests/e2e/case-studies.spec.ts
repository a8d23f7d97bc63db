import type { Locator } from "@playwright/test";

import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import {
  caseStudyLabels as labels,
  caseStudyListCopy,
} from "../../app/content/case-studies/labels";
import { caseStudyPath } from "../../app/content/site-map";
import { expect, test } from "./fixtures";

const [education, insurer] = caseStudies;
if (!education || !insurer) throw new Error("The spec's two case studies");

test("the list's heading, above a card for every study", async ({ page }) => {
  await page.goto("/case-studies");
  const list = page.getByRole("region", { name: caseStudyListCopy.title });
  await expect(list.getByRole("article")).toHaveCount(caseStudies.length);
});

test.describe("case-study cards", () => {
  for (const study of caseStudies) {
    test(`"${study.title}" opens its dialog, which the close button closes`, async ({
      page,
    }) => {
      await page.goto("/case-studies");
      const card = page.getByRole("link", { name: study.title });
      await card.click();
      const dialog = page.getByRole("dialog", { name: study.title });
      await expect(dialog).toBeVisible();
      // Only this study's dialog is open.
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`/case-studies#${study.id}$`));

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await expect(page).toHaveURL(/\/case-studies$/);
    });
  }

  test("Escape closes the dialog and focus returns to the card", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const card = page.getByRole("link", { name: insurer.title });
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: insurer.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("a click on the backdrop closes the dialog, a click inside does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/case-studies");
    const card = page.getByRole("link", { name: education.title });
    await card.click();
    const dialog = page.getByRole("dialog", { name: education.title });
    await dialog.getByText(education.hero.intro).click();
    await expect(dialog).toBeVisible();
    // The panel is centred and narrower than the viewport: its top-left corner is backdrop.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe("cards are links to the studies' pages", () => {
  test("in the HTML as served, before any script runs", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/case-studies")).text();
    const links = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return [...doc.querySelectorAll("article h3 a")].map((a) => ({
        name: a.textContent,
        href: a.getAttribute("href"),
      }));
    }, html);
    expect(links).toEqual(
      caseStudies.map((study) => ({
        name: study.title,
        href: caseStudyPath(study.id),
      })),
    );
  });

  test("Back closes the dialog and stays on the list; Forward opens it again", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.goto("/case-studies");
    const card = page.getByRole("link", { name: education.title });
    const dialog = page.getByRole("dialog", { name: education.title });
    await card.click();
    await expect(dialog).toBeVisible();

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(card).toBeFocused();

    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/case-studies#${education.id}$`));
    // Closed by its button, it leaves no entry behind: Back leaves the list.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a deep link's dialog closes in place, leaving the visitor on the list", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.goto(`/case-studies#${insurer.id}`);
    const dialog = page.getByRole("dialog", { name: insurer.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  const newTabClicks: [string, Parameters<Locator["click"]>[0]][] = [
    ["A click with Ctrl or Cmd", { modifiers: ["ControlOrMeta"] }],
    ["A middle click", { button: "middle" }],
  ];
  for (const [click, options] of newTabClicks)
    test(`${click} opens the study's page in a new tab, not the dialog`, async ({
      page,
      context,
    }) => {
      await page.goto("/case-studies");
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: insurer.title }).click(options),
      ]);
      await expect(tab).toHaveURL(new RegExp(`${caseStudyPath(insurer.id)}$`));
      await expect(
        tab.getByRole("heading", { level: 1, name: insurer.title }),
      ).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/case-studies$/);
    });
});

test.describe("deep links", () => {
  for (const study of caseStudies) {
    test(`/case-studies#${study.id} opens that study, and closing clears the fragment`, async ({
      page,
    }) => {
      await page.goto(`/case-studies#${study.id}`);
      const dialog = page.getByRole("dialog", { name: study.title });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/case-studies$/);
      await expect(page.getByRole("link", { name: study.title })).toBeFocused();
    });
  }

  test("an unknown fragment opens nothing", async ({ page }) => {
    await page.goto("/case-studies#no-such-study");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("study details", () => {
  // Each study's dialog shows what its file holds, whatever an editor writes there.
  for (const study of caseStudies)
    test(`"${study.title}" shows its facts, parts, screens, results, quote and technologies`, async ({
      page,
    }) => {
      await page.goto(`/case-studies#${study.id}`);
      const dialog = page.getByRole("dialog", { name: study.title });
      await expect(dialog.getByRole("term")).toHaveText(
        [...study.results.metrics, ...study.facts].map((fact) => fact.label),
      );
      for (const fact of study.facts)
        await expect(
          dialog.getByRole("definition").filter({ hasText: fact.value }),
        ).not.toHaveCount(0);
      for (const title of [labels.challenge, labels.solution, labels.results])
        await expect(
          dialog.getByRole("heading", { name: title }),
        ).toBeVisible();
      for (const pillar of study.solution.pillars)
        await expect(
          dialog.getByRole("heading", { name: pillar.title }),
        ).toBeVisible();
      for (const shot of study.screenshots)
        await expect(dialog.getByRole("img", { name: shot.alt })).toBeVisible();
      await expect(dialog.getByRole("figure")).toHaveCount(
        study.screenshots.length + 1, // and the testimonial
      );
      const results = dialog
        .getByRole("heading", { name: labels.results })
        .locator("..");
      for (const metric of study.results.metrics)
        for (const figure of [metric.from, metric.value])
          if (figure) await expect(results).toContainText(figure);
      for (const point of study.results.points)
        await expect(results.getByText(point, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("blockquote")).toContainText(
        study.testimonial.quote,
      );
      const technologies = dialog
        .getByRole("heading", { name: labels.technologies })
        .locator("..")
        .getByRole("listitem");
      await expect(technologies).toHaveText(study.technologies);
    });
});

// axe-core with each dialog open: tests/e2e/gates/axe.spec.ts.
test.describe("a dialog on a small screen", () => {
  test("the dialog fits a 320 px screen without sideways scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/case-studies#${education.id}`);
    const dialog = page.getByRole("dialog", { name: education.title });
    await expect(dialog).toBeVisible();
    // Nothing in the dialog scrolls sideways.
    const sideways = await dialog.evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLElement>("*"))
        .filter((child) => getComputedStyle(child).overflowY === "auto")
        .some((child) => child.scrollWidth > child.clientWidth),
    );
    expect(sideways).toBe(false);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each card leads to its study's page", async ({ page }) => {
    for (const study of caseStudies) {
      await page.goto("/case-studies");
      await expect(page.getByText(study.summary)).toBeVisible();
      await page.getByRole("link", { name: study.title }).click();
      await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study.id)}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: study.title }),
      ).toBeVisible();
      await expect(page.getByText(study.challenge.summary)).toBeVisible();
    }
  });
});
