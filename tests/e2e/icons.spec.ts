import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { routes } from "./site";

/** Every icon on the page: the address its <use> points at, and the size it is drawn at. */
function iconsOn(page: Page) {
  return page.locator("svg > use").evaluateAll((uses) =>
    uses.map((use) => {
      const svg = use.parentElement as unknown as SVGSVGElement;
      const box = (use as SVGUseElement).getBBox();
      return {
        href: use.getAttribute("href") ?? "",
        hidden: svg.getAttribute("aria-hidden"),
        shown: svg.getBoundingClientRect().width > 0,
        drawn: box.width > 0 && box.height > 0,
      };
    }),
  );
}

/** The symbol ids of the sprite at this address, as the server sends it. */
async function spriteSymbols(page: Page, address: string) {
  const response = await page.request.get(address);
  expect(response.status(), address).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers()["cache-control"]).toMatch(/immutable/);
  return new Set(
    [...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
}

test.describe("icons (decision 088)", () => {
  for (const route of routes)
    test(`${route.path}: every icon is a symbol of the one sprite, drawn and hidden from assistive technology`, async ({
      page,
    }) => {
      await page.goto(route.path, { waitUntil: "networkidle" });
      const icons = await iconsOn(page);
      expect(icons.length).toBeGreaterThan(0);
      const sprites = new Set(icons.map((icon) => icon.href.split("#")[0]));
      expect(sprites.size).toBe(1);
      const [sprite = ""] = sprites;
      expect(sprite).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
      const symbols = await spriteSymbols(page, sprite);
      for (const icon of icons) {
        expect(symbols.has(icon.href.split("#")[1]), icon.href).toBe(true);
        expect(icon.hidden, icon.href).toBe("true");
        if (icon.shown) expect(icon.drawn, icon.href).toBe(true);
      }
    });
});

test.describe("icons without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page draws its icons from the sprite", async ({
    page,
  }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    const icons = await iconsOn(page);
    const shown = icons.filter((icon) => icon.shown);
    expect(shown.length).toBeGreaterThan(0);
    for (const icon of shown) expect(icon.drawn, icon.href).toBe(true);
  });
});
