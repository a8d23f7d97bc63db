import type { MetaDescriptor } from "react-router";

import { absoluteUrl, type ShareImage } from "../../lib/seo";
import { identity } from "../identity";
import caseStudiesPageFile from "../../../content/pages/case-studies.json" with { type: "json" };
import { detailPageMeta, organizationId } from "../page-meta";
import { caseStudyPath, pagePath } from "../site-map";
import { caseStudySharePicture } from "../share-pictures";
import type { CaseStudy } from "../case-studies.schema";
import { pageCopy } from "../page-copy";

/** A case study's share card, drawn by `npm run images` (until then the site's own stands in). */
export function caseStudyShareImage(study: CaseStudy): ShareImage {
  const { from, value, label } = study.highlight;
  return {
    src: caseStudySharePicture(study.id),
    width: 1200,
    height: 630,
    alt: `${study.title}: ${from ? `from ${from} to ` : ""}${value} ${label}.`,
  };
}

/** A case study's page: its title, its own share card, and an Article about the client as JSON-LD. */
export function caseStudyMeta(study: CaseStudy | undefined): MetaDescriptor[] {
  // Unknown ids are never prerendered; the page sends the visitor home.
  if (!study) return [{ title: identity.name }];
  const { name } = pageCopy(caseStudiesPageFile);
  const listing = { name, path: pagePath.caseStudies };
  return detailPageMeta(
    listing,
    {
      path: caseStudyPath(study.id),
      title: study.title,
      description: study.summary,
      image: caseStudyShareImage(study),
    },
    (url) => ({
      "@type": "Article",
      "@id": `${url}#case-study`,
      alternativeHeadline: study.hero.headline,
      genre: "Case study",
      articleSection: study.category,
      about: { "@type": "Organization", name: study.client },
      keywords: study.technologies.join(", "),
      author: { "@id": organizationId },
      isPartOf: {
        "@type": "CollectionPage",
        url: absoluteUrl(identity.siteUrl, listing.path),
        name: listing.name,
      },
    }),
  );
}
