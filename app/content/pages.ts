import { homePage } from "./page-copy/home";
import { servicesPage } from "./page-copy/services";
import { technologiesPage } from "./page-copy/technologies";
import { caseStudiesPage } from "./page-copy/case-studies";
import { aboutPage } from "./page-copy/about";
import { contactPage } from "./page-copy/contact";
import { blogPage } from "./page-copy/blog";

/**
 * The drawn scenes an inner page's hero can show beside its text (decision 082): one file each
 * in app/assets/illustrations/, named as here.
 */
export type HeroScene =
  | "clinic"
  | "contact-office"
  | "data-centre"
  | "insights"
  | "sandton-office"
  | "school-delivery"
  | "warehouse";

/** Hero copy and search description of each top-level page (one module each in page-copy/). */
export interface PageContent {
  /** Short name used in the page title ("Services | Khanyisa Digital"). */
  name: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    /** A drawn scene beside the text from 1024 px; none on the home page, whose banner has its figures. */
    illustration?: HeroScene;
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
