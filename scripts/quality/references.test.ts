import { describe, expect, it } from "vitest";

import { SITE_URL } from "./fake-build.ts";
import { cssUrls, feedUrls, sameOriginStrings } from "./references.mjs";

describe("reference extraction", () => {
  it("reads url() and imports of CSS, without data: URLs or comments", () => {
    expect(
      cssUrls(
        `@import "a.css";/* url(/commented.png) */.x{background:url( '/b.png' ),url(data:image/png;base64,AA),url(c.svg#f)}`,
      ),
    ).toEqual(["/b.png", "c.svg#f", "a.css"]);
  });

  it("reads a feed's links and permalinks, not its namespaces", () => {
    expect(
      feedUrls(`<rss xmlns:atom="http://www.w3.org/2005/Atom"><link>https://s.example/a?x=1&amp;y=2</link>
<guid isPermaLink="false">tag:1</guid><guid>https://s.example/b</guid><atom:link href="https://s.example/feed"/></rss>`),
    ).toEqual([
      "https://s.example/a?x=1&y=2",
      "https://s.example/b",
      "https://s.example/feed",
    ]);
  });

  it("reads the site's URLs from JSON-LD, leaving out @id identifiers", () => {
    expect(
      sameOriginStrings(
        {
          "@context": "https://schema.org",
          "@id": `${SITE_URL}/#organization`,
          url: `${SITE_URL}/home`,
          sameAs: ["https://example.org/company"],
          publisher: {
            "@id": `${SITE_URL}/#organization`,
            logo: `${SITE_URL}/logo.png`,
          },
        },
        SITE_URL,
      ),
    ).toEqual([`${SITE_URL}/home`, `${SITE_URL}/logo.png`]);
  });
});
