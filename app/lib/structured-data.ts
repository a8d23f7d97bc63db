/** schema.org entities for a page's JSON-LD (the home page's own are in content/home-meta.ts). */

/** The trail from the home page to the current page, each step with its absolute URL. */
export function breadcrumbList(
  trail: readonly { name: string; url: string }[],
) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function blogPosting(post: {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  section: string;
  inLanguage: string;
  publisherId: string;
}) {
  return {
    "@type": "BlogPosting",
    "@id": `${post.url}#article`,
    mainEntityOfPage: post.url,
    url: post.url,
    headline: post.headline,
    description: post.description,
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    // Articles are signed by a practice of the company, not by a person.
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": post.publisherId },
    articleSection: post.section,
    inLanguage: post.inLanguage,
  };
}
