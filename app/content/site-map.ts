// The top-level pages in menu order, which all else derives from; no content: every shell imports it.
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

/** The spec's six named pages, in its order: the footer's quick links and analytics' own titles. */
export const specNamedPages = [
  "home",
  "services",
  "technologies",
  "caseStudies",
  "about",
  "contact",
] as const;

export const pageKeys = /* @__PURE__ */ Object.keys(pagePath) as [
  PageKey,
  ...PageKey[],
];

export const pagePaths = /* @__PURE__ */ Object.values(pagePath);

export const articlePath = (id: string) => `/blog/${id}`;

/** The legal documents, in the footer's order; each is `content/legal/<slug>.json`. */
export const legalSlugs = [
  "cookie-policy",
  "privacy-policy",
  "terms-of-use",
  "paia-manual",
] as const;
export type LegalSlug = (typeof legalSlugs)[number];
export const legalPath = (slug: LegalSlug) => `/legal/${slug}`;

/** A case study's own page; the list at /case-studies opens the same study in a dialog. */
export const caseStudyPath = (id: string) => `/case-studies/${id}`;

export const blogFeedPath = "/blog/rss.xml";

export const sitemapPath = "/sitemap.xml";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, "/robots.txt", webManifestPath];
