import { aboutPage } from "./page-copy/about";
import { blogPage } from "./page-copy/blog";
import { caseStudiesPage } from "./page-copy/case-studies";
import { contactPage } from "./page-copy/contact";
import { homePage } from "./page-copy/home";
import { servicesPage } from "./page-copy/services";
import { procurementPage } from "./page-copy/procurement";
import { technologiesPage } from "./page-copy/technologies";
import type { PageContent } from "./pages.schema";
import type { PageKey } from "./site-map";

export type { HeroScene, PageContent } from "./pages.schema";
export type { PageKey } from "./site-map";

/**
 * Every top-level page's copy, for what lists them all (the sitemap, the web manifest, tests),
 * by its key in the page index (site-map.ts). Pages import their own module from page-copy/, so
 * each page's scripts carry only its words.
 */
export const pages = {
  home: homePage,
  services: servicesPage,
  technologies: technologiesPage,
  caseStudies: caseStudiesPage,
  about: aboutPage,
  contact: contactPage,
  blog: blogPage,
  procurement: procurementPage,
} as const satisfies Record<PageKey, PageContent>;
