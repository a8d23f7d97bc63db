import type { Page } from "@playwright/test";

import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { identity } from "../../app/content/identity";
import {
  loadArticleIndex,
  readArticleFiles,
} from "../../app/content/blog/article-files.server";
import { readArticle } from "../../app/content/blog/article-index";
import { pages } from "../../app/content/pages";
import {
  articlePath,
  pageKeys,
  pagePath,
  caseStudyPath,
} from "../../app/content/site-map";
import { legalLinks, legalPath } from "../../app/content/legal";
import { legalDocuments } from "../../app/content/legal/all";
import { menuItems } from "../../app/content/navigation";
import { pageTitle } from "../../app/lib/seo";

/** The articles, read from the MDX front matter as the build reads them. */
export const articles = loadArticleIndex();

/**
 * What each article's text holds that a test can look for, read from its MDX so that the tests
 * follow the articles: the label and target of its closing call to action, its first section
 * heading, the caption of its first table figure and its first Markdown link to a page of the site.
 */
export const articleTexts = new Map(
  readArticleFiles().map((file) => {
    const { summary, body } = readArticle(file);
    const ctas = [...body.matchAll(/<CallToAction\b[^>]*\blabel="([^"]+)"/g)];
    const ctaPaths = [...body.matchAll(/<CallToAction\b[^>]*\bto="([^"]+)"/g)];
    const link = /\[([^\]]+)\]\((\/[^)\s]*)\)/.exec(body);
    return [
      summary.id,
      {
        callToAction: ctas.at(-1)?.[1] ?? "",
        callToActionPath: ctaPaths.at(-1)?.[1] ?? "",
        firstHeading: /^## (.+)$/m.exec(body)?.[1]?.trim() ?? "",
        tableCaption: /<Figure caption="([^"]+)">/.exec(body)?.[1] ?? null,
        internalLink: link
          ? { name: link[1] ?? "", href: link[2] ?? "" }
          : null,
      },
    ] as const;
  }),
);

/**
 * Every route a visitor can land on, with the title and hero the spec and content give it: the
 * spec's title on its six named pages, the page's own name and the company's on every other.
 */
export const routes = [
  ...pageKeys.map((key) => ({
    path: pagePath[key],
    title: pageTitle(identity.name, pages[key].name),
    heading: pages[key].hero.title,
  })),
  ...caseStudies.map((study) => ({
    path: caseStudyPath(study.id),
    title: pageTitle(identity.name, study.title),
    heading: study.title,
  })),
  ...articles.map((article) => ({
    path: articlePath(article.id),
    title: pageTitle(identity.name, article.title),
    heading: article.title,
  })),
  ...legalLinks.map((link) => ({
    path: legalPath(link.slug),
    title: pageTitle(identity.name, link.title),
    heading: legalDocuments[link.slug].title,
  })),
];

export { identity };

/** Home's title: where every redirect and unknown address ends. */
export const homeTitle = pageTitle(identity.name, pages.home.name);

/** A page's link name in the menu, as the content names it: linkName("/services"). */
export function linkName(route: string): string {
  const item = menuItems.find((candidate) => candidate.route === route);
  if (!item) throw new Error(`the menu has no link to ${route}`);
  return item.name;
}

/**
 * Whether assistive technology hears the Menu button as expanded, from Chromium's own
 * accessibility tree: the browser derives it from the popover the button opens.
 */
export async function menuExpanded(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: "Menu",
      role: "button",
    });
    const state = nodes[0]?.properties?.find((p) => p.name === "expanded");
    return state?.value.value === true;
  } finally {
    await cdp.detach();
  }
}
