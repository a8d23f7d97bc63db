/**
 * The site's paths, without content: the page shell imports this module, so whatever it imports
 * ships on every page. What is built and indexed, which needs the content, is in site-pages.ts.
 */

/**
 * The one index of the top-level pages: each page's key (by which content/navigation.json and
 * the page files name it) and its path, the menu's first and in its order, then those the footer
 * alone links to (supplier information). The routes (app/routes/<path>.tsx), the paths, the
 * sitemap, the prerender list, the navigation, the page files (content/pages/<path>.json) and
 * their forms in the editor all derive from it. A page's names are content: its link name in
 * content/navigation.json, its title name in its page file. A plain record, as it ships on every
 * page.
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

/** Every indexable top-level page, in menu order. */
export const pagePaths = /* @__PURE__ */ Object.values(pagePath);

/**
 * The six pages the spec names in its page titles ("Services | {Company}"): analytics reports
 * their titles as `page_title`, and the company name alone for every other path, the blog
 * included, whatever that page's own title.
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

/** The RSS 2.0 feed of the articles, written by the build. */
export const blogFeedPath = "/blog/rss.xml";

/** Files for crawlers and browsers, written by the build from this module and the content. */
export const sitemapPath = "/sitemap.xml";
const robotsPath = "/robots.txt";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, robotsPath, webManifestPath];
