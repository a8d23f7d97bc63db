import type { MetaDescriptor } from "react-router";

import { seo } from "../lib/seo";
import { identity } from "./identity";
import { legalLinks, legalPath, type LegalSlug } from "./legal";
import { breadcrumbs } from "./page-meta";
import { site } from "./site-meta";

/** A legal document's own page: "<its title> | {Company}". */
export function legalMeta(
  slug: LegalSlug | undefined,
  summary: string | undefined,
): MetaDescriptor[] {
  const link = legalLinks.find((l) => l.slug === slug);
  if (!link || !summary) return [{ title: identity.name }];
  const path = legalPath(link.slug);
  return seo({
    site,
    path,
    pageName: link.title,
    description: summary,
    structuredData: [breadcrumbs([{ name: link.title, path }])],
  });
}
