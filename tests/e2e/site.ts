import { caseStudies } from "../../app/content/case-studies";
import { caseStudyPath } from "../../app/content/case-studies/paths";
import { identity } from "../../app/content/identity";
import { loadArticleIndex } from "../../app/content/blog/article-files.server";
import { pages } from "../../app/content/pages";
import { articlePath } from "../../app/content/site-map";
import { legalLinks, legalPath } from "../../app/content/legal";

/** The articles, read from the MDX front matter as the build reads them. */
export const articles = loadArticleIndex();

/** Every route a visitor can land on, with the title and hero the spec and content give it. */
export const routes = [
  {
    path: "/home",
    title: `Home | ${identity.name}`,
    heading: pages.home.hero.title,
  },
  {
    path: "/services",
    title: `Services | ${identity.name}`,
    heading: pages.services.hero.title,
  },
  {
    path: "/technologies",
    title: `Technologies | ${identity.name}`,
    heading: pages.technologies.hero.title,
  },
  {
    path: "/case-studies",
    title: `Case Studies | ${identity.name}`,
    heading: pages.caseStudies.hero.title,
  },
  {
    path: "/about",
    title: `About | ${identity.name}`,
    heading: pages.about.hero.title,
  },
  {
    path: "/contact",
    title: `Contact | ${identity.name}`,
    heading: pages.contact.hero.title,
  },
  ...caseStudies.map((study) => ({
    path: caseStudyPath(study.id),
    title: identity.name,
    heading: study.title,
  })),
  { path: "/blog", title: identity.name, heading: pages.blog.hero.title },
  ...articles.map((article) => ({
    path: articlePath(article.id),
    title: identity.name,
    heading: article.title,
  })),
  ...legalLinks.map((link) => ({
    path: legalPath(link.slug),
    title: identity.name,
    heading: link.title,
  })),
];

export { identity };
