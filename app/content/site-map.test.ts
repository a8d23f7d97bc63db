import { describe, expect, it } from "vitest";

import routes from "../routes";
import { menuItems } from "./navigation";
import { pageKeys, pagePath, pagePaths } from "./site-map";

/** Every route's path, "/home", "/blog/:id", "/sitemap.xml", "/*". */
const routePaths = routes.map((route) => `/${route.path ?? ""}`);

/** A top-level page: one segment, no parameter, no file name, not the catch-all. */
const isTopLevelPage = (path: string) => /^\/[a-z0-9-]+$/.test(path);

describe("the page index (site-map.ts)", () => {
  it("gives each page one key and one path", () => {
    expect(new Set(pagePaths).size).toBe(pageKeys.length);
    expect(pageKeys.map((key) => pagePath[key])).toEqual(pagePaths);
  });

  it("holds every top-level page that app/routes.ts routes", () => {
    const topLevel = routePaths.filter(isTopLevelPage);
    expect(topLevel.length).toBeGreaterThan(0);
    expect([...topLevel].sort()).toEqual([...pagePaths].sort());
  });

  it("is what the menu links to", () => {
    for (const item of menuItems) expect(pagePaths).toContain(item.route);
  });
});
