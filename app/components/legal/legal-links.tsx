import { lazy, Suspense, useRef } from "react";

import { legalLinks, legalPath, type LegalSlug } from "../../content/legal";
import { footerText } from "../../content/navigation";
import { track } from "../../lib/analytics";
import { isPlainClick, useHashDialog } from "../../lib/use-hash-dialog";
import { useConsent } from "../consent/consent-provider";
// The dialog and its document are only downloaded when a visitor first opens one.
const LegalDialog = lazy(() => import("./legal-dialog"));

const linkClass = "rounded text-on-night-soft hover:text-on-night";

/** The footer's legal links: each a link to its page; a plain click opens it in a dialog. */
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

/** One document's link and its dialog, open while the URL fragment names it. */
function LegalLink({ slug, title }: { slug: LegalSlug; title: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useHashDialog(slug, linkRef);

  return (
    <li>
      <a
        ref={linkRef}
        href={legalPath(slug)}
        className={linkClass}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          track("button_click", {
            button_name: title,
            button_location: "footer",
          });
          setOpen(true);
        }}
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
