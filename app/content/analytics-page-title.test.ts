import { describe, expect, it } from "vitest";

import { analyticsPageTitle } from "./analytics-page-title";
import { specNamedPages } from "./site-map";
import { identity } from "./identity";
import { pagePath } from "./site-map";

describe("the page title analytics reports", () => {
  it("is the page's own title on the six pages the spec names", () => {
    for (const key of specNamedPages) {
      const title = `A page | ${identity.name}`;
      expect(analyticsPageTitle(pagePath[key], title), key).toBe(title);
      expect(analyticsPageTitle(`${pagePath[key]}/`, title), key).toBe(title);
    }
  });

  it("is the company name alone on any other path, whatever its title", () => {
    for (const path of [
      pagePath.blog,
      "/blog/an-article",
      "/case-studies/a-study",
      "/legal/privacy-policy",
      "/a-page-added-later",
    ])
      expect(analyticsPageTitle(path, `Its own | ${identity.name}`), path).toBe(
        identity.name,
      );
  });
});
