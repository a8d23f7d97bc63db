import type { MetaDescriptor } from "react-router";

import type { ArticleSummary } from "./blog/article-index";
import { articleShareImage } from "./share-pictures";
import { identity } from "./identity";
import blogPageFile from "../../content/pages/blog.json" with { type: "json" };
import { detailPageMeta, namedPageMeta } from "./page-meta";
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
  return detailPageMeta(
    { name: blogPage.name, path: pagePath.blog },
    {
      path: articlePath(article.id),
      title: article.title,
      description: article.excerpt,
      image: articleShareImage(article.image),
    },
    (url) => ({
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      datePublished: article.publishDate,
      dateModified: article.publishDate,
      // Articles are signed by a practice of the company, not by a person.
      author: { "@type": "Organization", name: article.author },
      articleSection: article.category,
    }),
    { publishedTime: article.publishDate, section: article.category },
  );
}
