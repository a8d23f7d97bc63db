/*
 * The site's paths, without content: the page shell imports this module, so whatever it imports
 * ships on every page (what needs the content is in built-paths.ts and site-pages.ts).
 */

/**
 * The one index of the top-level pages, the menu's in its order, then the footer's alone: the
 * routes (app/routes/<path>.tsx), the sitemap, the prerender list, the navigation, the page files
 * (content/pages/<path>.json) and their editor forms derive from it. A page's names are content.
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

/** The pages' keys, in menu order (for `z.enum`). */
export const pageKeys = /* @__PURE__ */ Object.keys(pagePath) as [
  PageKey,
  ...PageKey[],
];

export const pagePaths = /* @__PURE__ */ Object.values(pagePath);

/**
 * The six pages the spec names in its page titles: analytics reports their titles as
 * `page_title`, and the company name alone for every other path.
 */
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
