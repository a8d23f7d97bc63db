import { homePage } from "./page-copy/home";
import { servicesPage } from "./page-copy/services";
import { technologiesPage } from "./page-copy/technologies";
import { caseStudiesPage } from "./page-copy/case-studies";
import { aboutPage } from "./page-copy/about";
import { contactPage } from "./page-copy/contact";
import { blogPage } from "./page-copy/blog";

/** Hero copy and search description of each top-level page (one module each in page-copy/). */
export interface PageContent {
  /** Short name used in the page title ("Services | Khanyisa Digital"). */
  name: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
  };
}

/**
 * Every top-level page's copy, for what lists them all (the sitemap, the web manifest, tests).
 * Pages import their own module from page-copy/, so each page's scripts carry only its words.
 */
export const pages = {
  home: homePage,
  services: servicesPage,
  technologies: technologiesPage,
  caseStudies: caseStudiesPage,
  about: aboutPage,
  contact: contactPage,
  blog: blogPage,
} as const satisfies Record<string, PageContent>;

export type PageKey = keyof typeof pages;
