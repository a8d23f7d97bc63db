import { lazy, Suspense, useRef, type MouseEvent } from "react";

import { legalLinks, legalPath, type LegalSlug } from "../../content/legal";
import { footerText } from "../../content/navigation";
import { track } from "../../lib/analytics";
import { useHashDialog } from "../../lib/use-hash-dialog";
import { useConsent } from "../consent/consent-provider";
// The dialog and its document are only downloaded when a visitor first opens one.
const LegalDialog = lazy(() => import("./legal-dialog"));

const linkClass = "rounded text-on-night-soft hover:text-on-night";

/**
 * The footer's legal links. Each is a real link to the document's own page (so it works without
 * scripts and can be opened in a new tab); a plain click opens the document in a dialog instead.
 */
export function LegalLinks() {
  const { openSettings } = useConsent();

  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {legalLinks.map((link) => (
        <LegalLink key={link.slug} {...link} />
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
  );
}

/**
 * One document's link and its dialog, whose open state the URL fragment holds, as a case study's
 * does: "/home#privacy-policy" opens it, and Back closes it.
 */
function LegalLink({ slug, title }: { slug: LegalSlug; title: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useHashDialog(slug, linkRef);

  const openDialog = (event: MouseEvent) => {
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
    setOpen(true);
  };

  return (
    <li>
      <a
        ref={linkRef}
        href={legalPath(slug)}
        className={linkClass}
        onClick={openDialog}
      >
        {title}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <LegalDialog
            slug={slug}
            title={title}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
