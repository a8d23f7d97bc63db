import { Navigate } from "react-router";

import { LegalDocumentBody } from "../components/legal/legal-document-body";
import { identity } from "../content/identity";
import { isLegalSlug, legalPath } from "../content/legal";
import { legalDocuments } from "../content/legal/all";
import words from "../../content/legal-pages.json" with { type: "json" };
import { pageMeta } from "../content/page-meta";
import { formatLongDate } from "../lib/dates";
import type { Route } from "./+types/legal";

export function meta({ params }: Route.MetaArgs) {
  if (!isLegalSlug(params.slug)) return [{ title: identity.name }];
  const { title, summary } = legalDocuments[params.slug];
  return pageMeta(legalPath(params.slug), title, summary);
}

/** A legal document on its own page: the footer links' target without scripts, and shareable. */
export default function LegalPage({ params }: Route.ComponentProps) {
  if (!isLegalSlug(params.slug)) return <Navigate to="/home" replace />;
  const document = legalDocuments[params.slug];
  const [before, after] = words.lastUpdated.split("{date}");
  return (
    <article
      aria-labelledby="page-title"
      className="container-page max-w-3xl py-14 sm:py-20"
    >
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">
        {words.eyebrow}
      </p>
      <h1 id="page-title" className="mt-3 text-title font-extrabold">
        {document.title}
      </h1>
      <p className="mt-3 text-sm text-ink-soft">
        {before}
        <time dateTime={document.lastUpdated}>
          {formatLongDate(document.lastUpdated)}
        </time>
        {after}
      </p>
      <div className="mt-10">
        <LegalDocumentBody document={document} level={2} />
      </div>
    </article>
  );
}
