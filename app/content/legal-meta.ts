import type { MetaDescriptor } from "react-router";

import { identity } from "./identity";
import { legalLinks, legalPath, type LegalSlug } from "./legal";
import { pageMeta } from "./page-meta";

export function legalMeta(
  slug: LegalSlug | undefined,
  summary: string | undefined,
): MetaDescriptor[] {
  const link = legalLinks.find((l) => l.slug === slug);
  if (!link || !summary) return [{ title: identity.name }];
  return pageMeta(legalPath(link.slug), link.title, summary);
}
