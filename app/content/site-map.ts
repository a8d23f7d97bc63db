/**
 * The site's paths, without content: the page shell imports this module, so whatever it imports
 * ships on every page. What is built and indexed, which needs the content, is in site-pages.ts.
 */

/** Every indexable top-level page, in menu order. */
export const pagePaths = [
  "/home",
  "/services",
  "/case-studies",
  "/technologies",
  "/blog",
  "/about",
  "/contact",
] as const;

export const articlePath = (id: string) => `/blog/${id}`;

/** The RSS 2.0 feed of the articles, written by the build. */
export const blogFeedPath = "/blog/rss.xml";

/** Files for crawlers and browsers, written by the build from this module and the content. */
export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, robotsPath, webManifestPath];
