/**
 * The one index of the top-level pages, in menu order: routes, sitemap, prerender list, navigation
 * and page files derive from it. No content here: every page's shell imports this module.
 */
export const pagePath = {
  home: "/home",
  services: "/services",
  caseStudies: "/case-studies",
  technologies: "/technologies",
  blog: "/blog",
  about: "/about",
  contact: "/contact",
  procurement: "/procurement",
} as const;

export type PageKey = keyof typeof pagePath;

/** The pages' keys (for `z.enum`). */
export const pageKeys = /* @__PURE__ */ Object.keys(pagePath) as [
  PageKey,
  ...PageKey[],
];

export const pagePaths = /* @__PURE__ */ Object.values(pagePath);

/** The pages whose titles analytics reports as `page_title` (analytics-page-title.ts). */
export const specTitledPages = [
  "home",
  "services",
  "technologies",
  "caseStudies",
  "about",
  "contact",
] as const satisfies readonly PageKey[];

/** The pages whose menu entry is active only on the page itself, not on the pages under it. */
export const exactPages: readonly PageKey[] = ["home"];

export const articlePath = (id: string) => `/blog/${id}`;

/** A case study's own page; the list at /case-studies opens the same study in a dialog. */
export const caseStudyPath = (id: string) => `/case-studies/${id}`;

export const blogFeedPath = "/blog/rss.xml";

/** Files for crawlers and browsers, written by the build. */
export const sitemapPath = "/sitemap.xml";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, "/robots.txt", webManifestPath];
