import type { Page } from "@playwright/test";

import { pages, type PageContent } from "../../app/content/pages";
import { expect, test } from "./fixtures";
import { routes } from "./site";

/**
 * Design log 082: each inner page whose hero names a drawn scene in its content module shows it
 * beside the text from 1024 px, and not at all below (the hero is no taller on a phone or a
 * tablet). The scene is a small, cached image file: no script, no layout shift, in the service
 * worker's precache, and nothing in it that the content security policy would block.
 */

const illustrated = Object.values<PageContent>(pages).flatMap((content) => {
  const scene = content.hero.illustration;
  if (!scene) return [];
  const route = routes.find((r) => r.heading === content.hero.title);
  if (!route)
    throw new Error(`No route has the heading “${content.hero.title}”`);
  return [{ path: route.path, title: content.hero.title, scene }];
});

const MAX_BYTES = 6 * 1024;

function hero(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

function sceneImage(page: Page, title: string, scene: string) {
  // Vite keeps the file's name in front of its hash: /assets/<scene>-<hash>.svg.
  return hero(page, title).locator(`img[src*="/assets/${scene}-"]`);
}

test("at least one inner page has a scene", () => {
  expect(illustrated.length).toBeGreaterThan(0);
});

// One page load per route, resized from width to width: the scene is shown or hidden by the
// stylesheet alone, which a resize re-applies as a load would (decision 083).
test.describe("from 1024 px, the scene sits beside the hero's text", () => {
  for (const { path, title, scene } of illustrated)
    test(`${path} at 1024 and 1440 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(path);
      for (const viewport of [
        { width: 1024, height: 800 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        const image = sceneImage(page, title, scene);
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute("alt", "");
        await expect(image).toHaveAttribute("width", "480");
        await expect(image).toHaveAttribute("height", "320");
        await expect
          .poll(() =>
            image.evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);

        const heading = page.getByRole("heading", { level: 1, name: title });
        const [imageBox, headingBox, heroBox] = await Promise.all([
          image.boundingBox(),
          heading.boundingBox(),
          hero(page, title).boundingBox(),
        ]);
        if (!imageBox || !headingBox || !heroBox)
          throw new Error("not laid out");
        // Beside the text column, not under it, and inside the hero.
        expect(imageBox.x).toBeGreaterThanOrEqual(
          headingBox.x + headingBox.width,
        );
        expect(imageBox.y).toBeLessThan(headingBox.y + headingBox.height);
        expect(imageBox.y).toBeGreaterThanOrEqual(heroBox.y);
        expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(
          heroBox.y + heroBox.height,
        );
        expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(viewport.width);
        // Drawn at the file's own proportions (3:2), so the reserved box is the drawn one.
        expect(imageBox.width / imageBox.height).toBeCloseTo(1.5, 1);
      }
    });
});

test.describe("below 1024 px, the hero shows no scene", () => {
  for (const { path, title, scene } of illustrated)
    test(`${path} at 375, 768 and 1023 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      const image = sceneImage(page, title, scene);
      for (const width of [375, 768, 1023]) {
        await page.setViewportSize({ width, height: 812 });
        await expect(image, `at ${width} px`).toHaveCount(1);
        await expect(image, `at ${width} px`).toBeHidden();
      }
    });
});

// One test per page: six pages in one test outran its time on a busy machine.
test.describe("each scene is a small drawing, precached, whose box never resizes as it loads", () => {
  for (const { path, title, scene } of illustrated)
    test(path, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const image = sceneImage(page, title, scene);
      await expect(image).toBeVisible();
      // Its box is reserved by width and height before the file arrives: no layout shift ever
      // resizes it. (Moves caused by a late web font reflowing the text are not the image's.)
      const resized = await image.evaluate(
        (img) =>
          new Promise<string[]>((resolve) => {
            const found: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                sources: {
                  node?: Node;
                  previousRect: DOMRectReadOnly;
                  currentRect: DOMRectReadOnly;
                }[];
              })[])
                for (const source of entry.sources)
                  if (
                    source.node === img &&
                    (source.previousRect.width !== source.currentRect.width ||
                      source.previousRect.height !== source.currentRect.height)
                  )
                    found.push(
                      `${source.previousRect.width}×${source.previousRect.height} → ${source.currentRect.width}×${source.currentRect.height}`,
                    );
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(found), 300);
          }),
      );
      expect(resized).toEqual([]);

      const src = await image.getAttribute("src");
      expect(src).toBeTruthy();
      const file = new URL(src ?? "", page.url()).pathname;
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toContain(
        "image/svg+xml",
      );
      const svg = await response.text();
      expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(MAX_BYTES);
      expect(svg, file).toMatch(/viewBox="0 0 480 320"/);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      // Nothing fetched from elsewhere, nothing run: only the SVG namespace is a URL.
      expect(
        svg.replace('xmlns="http://www.w3.org/2000/svg"', ""),
        file,
      ).not.toMatch(/https?:|<script|<image|href=/);
      const serviceWorker = await (await request.get("/sw.js")).text();
      expect(serviceWorker, file).toContain(file.slice(1));
    });
});
