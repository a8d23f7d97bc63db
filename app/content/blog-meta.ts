import type { MetaDescriptor } from "react-router";

import { absoluteUrl, seo } from "../lib/seo";
import type { ArticleSummary } from "./blog/article-index";
import { articleShareImage } from "./share-pictures";
import { identity } from "./identity";
import blogPageFile from "../../content/pages/blog.json" with { type: "json" };
import {
  breadcrumbs,
  LANGUAGE,
  namedPageMeta,
  organizationId,
  site,
} from "./page-meta";
import { articlePath, blogFeedPath, pagePath } from "./site-map";
import { pageCopy } from "./page-copy";

const blogPage = pageCopy(blogPageFile);

/** The <link rel="alternate"> that lets feed readers find the blog's RSS feed from its pages. */
export const blogFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${identity.name} insights`,
  href: blogFeedPath,
};

/** The blog listing (analytics still reports the company name alone). */
export const blogMeta = () => namedPageMeta("blog", blogPage);

/** An article: "<its title> | {Company}", its own share card (headed by the title alone) and BlogPosting. */
export function articleMeta(
  article: ArticleSummary | undefined,
): MetaDescriptor[] {
  // Unknown ids are never prerendered; the page sends the visitor home.
  if (!article) return [{ title: identity.name }];
  const path = articlePath(article.id);
  const url = absoluteUrl(identity.siteUrl, path);
  const image = articleShareImage(article.image);
  return seo({
    site,
    path,
    pageName: article.title,
    description: article.excerpt,
    shareTitle: article.title,
    image,
    article: {
      publishedTime: article.publishDate,
      section: article.category,
    },
    structuredData: [
      breadcrumbs([
        { name: blogPage.name, path: pagePath.blog },
        { name: article.title, path },
      ]),
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(identity.siteUrl, image.src)],
        datePublished: article.publishDate,
        dateModified: article.publishDate,
        // Articles are signed by a practice of the company, not by a person.
        author: { "@type": "Organization", name: article.author },
        publisher: { "@id": organizationId },
        articleSection: article.category,
        inLanguage: LANGUAGE,
      },
    ],
  });
}
