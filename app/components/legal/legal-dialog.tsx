import { useEffect, useState } from "react";

import { analyticsPageTitle } from "../../content/analytics-page-title";
import {
  legalPath,
  loadLegalDocument,
  type LegalDocument,
  type LegalSlug,
} from "../../content/legal";
import words from "../../../content/legal-pages.json" with { type: "json" };
import { trackAll } from "../../lib/analytics";
import { formatLongDate } from "../../lib/dates";
import {
  dialogCloseEvent,
  dialogOpenEvents,
} from "../../lib/analytics/page-events";
import { fillTokens } from "../../lib/tokens";
import { Dialog } from "../ui/dialog";
import { LegalDocumentBody } from "./legal-document-body";

/** A legal document in the shared dialog, loaded when opened, with the spec's analytics. */
export default function LegalDialog({
  slug,
  title,
  onClose,
}: {
  slug: LegalSlug;
  title: string;
  onClose: () => void;
}) {
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadLegalDocument(slug).then(
      (loadedDocument) => current && setDocument(loadedDocument),
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    const openedAt = Date.now();
    const path = legalPath(slug);
    trackAll(
      dialogOpenEvents(
        {
          id: slug,
          // The spec's title for the document's path, as its page would report it.
          title: analyticsPageTitle(path, title),
          path,
          contentType: "legal_document",
        },
        window.location.origin,
        new Date(openedAt),
      ),
    );
    return () => {
      current = false;
      trackAll([dialogCloseEvent(slug, openedAt, Date.now())]);
    };
  }, [slug, title]);

  // The document did not load: the way to its own page.
  const [before, after] = words.loadFailed.split("{address}");
  return (
    <Dialog
      onClose={onClose}
      title={title}
      // Until the document loads, a blank line holds the date's place.
      subtitle={
        document
          ? fillTokens(words.lastUpdated, {
              date: formatLongDate(document.lastUpdated),
            })
          : "\u00a0"
      }
      size="lg"
    >
      {document ? (
        <LegalDocumentBody document={document} level={3} />
      ) : failed ? (
        <p role="alert">
          {before}
          <a href={legalPath(slug)} className="text-brand underline">
            {legalPath(slug)}
          </a>
          {after}
        </p>
      ) : (
        <p className="text-ink-soft" role="status">
          {words.loading}
        </p>
      )}
    </Dialog>
  );
}
