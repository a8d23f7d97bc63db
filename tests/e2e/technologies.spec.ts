import type { Locator, Page } from "@playwright/test";

import { closingCallToAction } from "../../app/content/calls-to-action";
import {
  coreTechnologies,
  coreTechnologiesCopy,
  technologyGroups,
  toolbox as toolboxCopy,
} from "../../app/content/technologies";
import { expect, test } from "./fixtures";

const [first, second] = coreTechnologies;
if (!first || !second) throw new Error("The nine core technologies");

/**
 * Which face of a flip card a sighted visitor sees: "back" once the card has turned past 90°
 * (or, with reduced motion, once the back has faded in), else "front".
 */
function shownFace(card: Locator) {
  return card.evaluate((element) => {
    const inner = element.firstElementChild as HTMLElement;
    const back = inner.lastElementChild as HTMLElement;
    const turned =
      new DOMMatrixReadOnly(getComputedStyle(inner).transform).m11 < 0;
    const faded = Number(getComputedStyle(back).opacity) > 0.5;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    return (reduced ? faded : turned) ? "back" : "front";
  });
}

const cardFor = (page: Page, title: string) =>
  page.getByRole("group", { name: title, exact: true });

test.describe("core technology flip cards", () => {
  test("show each card's expertise level, in order", async ({ page }) => {
    await page.goto("/technologies");
    for (const technology of coreTechnologies)
      await expect(cardFor(page, technology.title)).toBeVisible();
    const meters = page.getByRole("meter", {
      name: coreTechnologiesCopy.expertiseLevel,
    });
    await expect(meters).toHaveCount(coreTechnologies.length);
    const levels = await meters.evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute("aria-valuenow"))),
    );
    expect(levels).toEqual(coreTechnologies.map((card) => card.expertiseLevel));
  });

  test("turn over on hover and back when the pointer leaves", async ({
    page,
  }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await expect.poll(() => shownFace(card)).toBe("front");
    await card.hover();
    await expect.poll(() => shownFace(card)).toBe("back");
    await page.mouse.move(1, 1);
    await expect.poll(() => shownFace(card)).toBe("front");
  });

  test("turn over on keyboard focus, one card at a time", async ({ page }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    const next = cardFor(page, second.title);
    await page
      .getByRole("heading", { name: coreTechnologiesCopy.title })
      .click();
    // Keep the pointer away from the cards: only focus may turn them.
    await page.mouse.move(0, 0);
    // Tab until the first card has focus.
    for (let step = 0; step < 20; step += 1) {
      if (await card.evaluate((element) => element === document.activeElement))
        break;
      await page.keyboard.press("Tab");
    }
    await expect(card).toBeFocused();
    await expect.poll(() => shownFace(card)).toBe("back");
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await expect.poll(() => shownFace(next)).toBe("back");
    await expect.poll(() => shownFace(card)).toBe("front");
  });

  test("show the back to screen readers without turning", async ({ page }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await expect(
      card.getByRole("heading", { name: first.backTitle }),
    ).toBeAttached();
    for (const feature of first.backFeatures)
      await expect(
        card.getByRole("listitem").filter({ hasText: feature }),
      ).toBeAttached();
    const hidden = await card.evaluate(
      (element) =>
        element.querySelectorAll(
          "[aria-hidden='true'] h4, [aria-hidden='true'] li",
        ).length,
    );
    expect(hidden).toBe(0);
  });
  test("Escape turns a card turned by keyboard focus back, and focus stays on it", async ({
    page,
  }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await page.mouse.move(0, 0);
    await card.focus();
    await expect.poll(() => shownFace(card)).toBe("back");
    await page.keyboard.press("Escape");
    await expect.poll(() => shownFace(card)).toBe("front");
    await expect(card).toBeFocused();
    // Focus arriving again turns it over again.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(card).toBeFocused();
    await expect.poll(() => shownFace(card)).toBe("back");
  });

  test("Escape turns a card turned by hover back, until the pointer comes again", async ({
    page,
  }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await card.hover();
    await expect.poll(() => shownFace(card)).toBe("back");
    // CSS turns the card on hover before the script has seen the pointer; Escape is the script's.
    // On a busy machine the pointer can arrive while the page is still hydrating.
    await expect(card).toHaveAttribute("data-hovered");
    await page.keyboard.press("Escape");
    await expect.poll(() => shownFace(card)).toBe("front");
    await page.mouse.move(1, 1);
    await card.hover();
    await expect.poll(() => shownFace(card)).toBe("back");
  });
  // axe-core with each card turned over: tests/e2e/gates/axe.spec.ts.
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a tap turns a card over and a second tap turns it back", async ({
    page,
  }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await card.tap();
    await expect.poll(() => shownFace(card)).toBe("back");
    await card.tap();
    await expect.poll(() => shownFace(card)).toBe("front");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the card fades to its back instead of turning", async ({ page }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await card.hover();
    await expect.poll(() => shownFace(card)).toBe("back");
    const transform = await card.evaluate(
      (element) =>
        getComputedStyle(element.firstElementChild as Element).transform,
    );
    expect(transform).toBe("none");
  });

  test("Escape fades the card back to its front", async ({ page }) => {
    await page.goto("/technologies");
    const card = cardFor(page, first.title);
    await card.hover();
    await expect.poll(() => shownFace(card)).toBe("back");
    await page.keyboard.press("Escape");
    await expect.poll(() => shownFace(card)).toBe("front");
  });
});

test("the nine technology groups are listed, in order, each with its technologies", async ({
  page,
}) => {
  await page.goto("/technologies");
  const toolbox = page.getByRole("region", { name: toolboxCopy.title });
  // The spec's nine categories are a rule of the content (technologies.schema.ts); the page shows
  // the content's groups, in its order.
  await expect(toolbox.getByRole("heading", { level: 3 })).toHaveText(
    technologyGroups.map((group) => group.category),
  );
  for (const group of technologyGroups) {
    const region = toolbox.getByRole("region", { name: group.category });
    await expect(region.getByRole("listitem")).toHaveCount(group.items.length);
  }
});

test.describe("the toolbox logo wall", () => {
  const toolbox = (page: Page) =>
    page.getByRole("region", { name: toolboxCopy.title });

  test("at 1440 px every tile names its technology and says what it is for", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/technologies");
    for (const group of technologyGroups) {
      const region = toolbox(page).getByRole("region", {
        name: group.category,
      });
      for (const item of group.items) {
        const tile = region
          .getByRole("listitem")
          .filter({ hasText: item.description });
        await expect(tile).toBeVisible();
        await expect(tile.getByText(item.title, { exact: true })).toBeVisible();
      }
    }
  });

  test("at 375 px the wall is three to a row, names always shown, and each group opens what its tools are for", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/technologies");
    for (const group of technologyGroups) {
      const region = toolbox(page).getByRole("region", {
        name: group.category,
      });
      const tiles = region.getByRole("listitem");
      for (const item of group.items)
        await expect(
          tiles.getByText(item.title, { exact: true }),
        ).toBeVisible();
      const tops = await tiles.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      expect(tops.filter((top) => top === tops[0])).toHaveLength(
        Math.min(3, group.items.length),
      );
      const first = group.items[0];
      if (!first) throw new Error(`${group.category} has no tools`);
      await expect(tiles.getByText(first.description)).toBeHidden();
      await expect(region.getByRole("definition")).toHaveCount(0);
      await region.getByText(toolboxCopy.usesLabel).click();
      for (const item of group.items)
        await expect(
          region.getByRole("definition").filter({ hasText: item.description }),
        ).toBeVisible();
    }
  });
});

test.describe("a flip card's front", () => {
  for (const width of [375, 768, 1024, 1440]) {
    test(`at ${width} px lines its title up with its row and keeps the watermark clear of its words`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/technologies");
      const fronts = await page
        .locator(".flip-card-front")
        .evaluateAll((elements) =>
          elements.map((front) => {
            const card = front.closest(".flip-card") as HTMLElement;
            const band = front.querySelector("[aria-hidden='true']");
            const title = front.querySelector("h3");
            const cue = [...front.querySelectorAll("p")].at(-1);
            if (!band || !title || !cue) throw new Error("A front's parts");
            const art = [...band.querySelectorAll("*")].map((element) =>
              element.getBoundingClientRect(),
            );
            return {
              cardTop: Math.round(card.getBoundingClientRect().top),
              titleTop: Math.round(title.getBoundingClientRect().top),
              bandBottom: band.getBoundingClientRect().bottom,
              lowestArt: Math.max(
                ...art.map((rect) =>
                  Math.min(rect.bottom, band.getBoundingClientRect().bottom),
                ),
              ),
              textTop: title.getBoundingClientRect().top,
            };
          }),
        );
      expect(fronts).toHaveLength(coreTechnologies.length);
      for (const front of fronts) {
        // The watermark and mark are clipped to the band, above the title and the cue.
        expect(front.lowestArt).toBeLessThanOrEqual(front.textTop);
        // Cards that share a row of the grid share a title line: the band, not padding, takes
        // up the slack. (On a phone the cards are a sideways row, seen one at a time.)
        if (width < 640) continue;
        for (const other of fronts)
          if (other.cardTop === front.cardTop)
            expect(Math.abs(other.titleTop - front.titleTop)).toBeLessThan(2);
      }
    });
  }
});

test("the page ends with a call to action linking to /contact and /services", async ({
  page,
}) => {
  await page.goto("/technologies");
  const cta = page
    .getByRole("main")
    .getByRole("region", { name: closingCallToAction.title });
  await expect(
    cta.getByRole("link", { name: closingCallToAction.primary.label }),
  ).toHaveAttribute("href", "/contact");
  await expect(
    cta.getByRole("link", { name: closingCallToAction.secondary.label }),
  ).toHaveAttribute("href", "/services");
  const isLast = await cta.evaluate(
    (element) => element.parentElement?.lastElementChild === element,
  );
  expect(isLast).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both faces of every card can be read", async ({ page }) => {
    await page.goto("/technologies");
    for (const technology of coreTechnologies) {
      const card = cardFor(page, technology.title);
      await expect(
        card.getByRole("heading", { name: technology.title }),
      ).toBeVisible();
      await expect(card.getByText(technology.subtitle)).toBeVisible();
      await expect(
        card.getByRole("heading", { name: technology.backTitle }),
      ).toBeVisible();
      for (const feature of technology.backFeatures)
        await expect(card.getByText(feature)).toBeVisible();
      await expect(
        card.getByText(`${technology.expertiseLevel}%`),
      ).toBeVisible();
    }
  });
});
