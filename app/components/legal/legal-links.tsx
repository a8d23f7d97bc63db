import { lazy, Suspense, useState, type MouseEvent } from "react";

import { legalLinks, legalPath, type LegalSlug } from "../../content/legal";
import { footerText } from "../../content/navigation";
import { track } from "../../lib/analytics";
import { useConsent } from "../consent/consent-provider";
// The dialog and its document are only downloaded when a visitor first opens one.
const LegalDialog = lazy(() => import("./legal-dialog"));

const linkClass = "rounded text-on-night-soft hover:text-on-night";

/**
 * The footer's legal links. Each is a real link to the document's own page (so it works without
 * scripts and can be opened in a new tab); a plain click opens the document in a dialog instead.
 */
export function LegalLinks() {
  const [open, setOpen] = useState<{ slug: LegalSlug; title: string } | null>(
    null,
  );
  const { openSettings } = useConsent();

  const openDialog = (event: MouseEvent, slug: LegalSlug, title: string) => {
    if (
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    )
      return;
    event.preventDefault();
    track("button_click", { button_name: title, button_location: "footer" });
    setOpen({ slug, title });
  };

  return (
    <>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {legalLinks.map((link) => (
          <li key={link.slug}>
            <a
              href={legalPath(link.slug)}
              className={linkClass}
              onClick={(event) => openDialog(event, link.slug, link.title)}
            >
              {link.title}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${linkClass} cursor-pointer`}
            onClick={() => {
              track("button_click", {
                button_name: footerText.cookieSettings,
                button_location: "footer",
              });
              openSettings();
            }}
          >
            {footerText.cookieSettings}
          </button>
        </li>
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <LegalDialog
            slug={open.slug}
            title={open.title}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
