/**
 * The site's paths, without content: the page shell imports this module, so whatever it imports
 * ships on every page. What is built and indexed, which needs the content, is in site-pages.ts.
 */

/**
 * The one index of the top-level pages: each page's key (by which content/navigation.json and
 * the page files name it) and its path, in menu order. The paths, the sitemap, the prerender list
 * and the navigation all derive from it; each page has its route in app/routes.ts (routes.test.ts
 * checks both ways). A page's names are content: its link name in content/navigation.json, its
 * title name in content/pages/<page>.json.
 */
export const pageIndex = [
  // Active in the menu only on /home itself; the others also on the pages under them.
  { key: "home", path: "/home", exact: true },
  { key: "services", path: "/services", exact: false },
  { key: "caseStudies", path: "/case-studies", exact: false },
  { key: "technologies", path: "/technologies", exact: false },
  { key: "blog", path: "/blog", exact: false },
  { key: "about", path: "/about", exact: false },
  { key: "contact", path: "/contact", exact: false },
] as const;

type IndexedPage = (typeof pageIndex)[number];
export type PageKey = IndexedPage["key"];

/** The pages' keys, in menu order (for `z.enum`). */
export const pageKeys = pageIndex.map((page) => page.key) as [
  PageKey,
  ...PageKey[],
];

/** Each page's path by its key: `pagePath.caseStudies` is "/case-studies". */
export const pagePath = Object.fromEntries(
  pageIndex.map((page) => [page.key, page.path]),
) as { [Page in IndexedPage as Page["key"]]: Page["path"] };

/** Every indexable top-level page, in menu order. */
export const pagePaths: readonly IndexedPage["path"][] = pageIndex.map(
  (page) => page.path,
);

export const articlePath = (id: string) => `/blog/${id}`;

/** The RSS 2.0 feed of the articles, written by the build. */
export const blogFeedPath = "/blog/rss.xml";

/** Files for crawlers and browsers, written by the build from this module and the content. */
export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, robotsPath, webManifestPath];
