import { lazy, Suspense, useRef } from "react";
import { Link } from "react-router";

import { abbreviations, type Abbreviation } from "../../content/abbreviations";
import { identity as siteIdentity } from "../../content/identity";
import { legalLinks, legalPath, type LegalSlug } from "../../content/legal";
import {
  footerMoreLinks as siteMoreLinks,
  footerQuickLinks as siteQuickLinks,
  footer,
  footerLine,
  footerText,
  type NavigationLink,
} from "../../content/navigation";
import { track } from "../../lib/analytics";
import { isPlainClick, useHashDialog } from "../../lib/use-hash-dialog";
import { useConsent } from "../consent/consent-provider";
import { Icon } from "../ui/icon";
import { Logo } from "./site-header";

const headingStyles =
  "text-sm font-semibold tracking-widest text-on-night uppercase";
const linkStyles = "rounded text-on-night-soft hover:text-on-night";

/** “Expansion (ABBR)”, as `expand()` writes it, the abbreviation unbroken at its hyphen. */
export function SpeltOut({ abbreviation }: { abbreviation: Abbreviation }) {
  return (
    <>
      {abbreviations[abbreviation]} (
      <span className="whitespace-nowrap">{abbreviation}</span>)
    </>
  );
}

export function SiteFooter({
  identity = siteIdentity,
  footerQuickLinks = siteQuickLinks,
  footerMoreLinks = siteMoreLinks,
  copyrightStartYear,
}: {
  identity?: Omit<typeof siteIdentity, "siteUrl">;
  footerQuickLinks?: readonly NavigationLink[];
  footerMoreLinks?: readonly NavigationLink[];
  /** The first copyright year being edited; the site's by default. */
  copyrightStartYear?: number;
} = {}) {
  return (
    <footer className="surface-night bg-night text-on-night">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 sm:gap-12 lg:grid-cols-12 lg:py-16">
        <div className="col-span-2 sm:col-span-3 lg:col-span-5">
          <Link
            to="/home"
            aria-label={`${identity.name}, home`}
            className="inline-block rounded-lg"
          >
            <Logo />
          </Link>
          <p className="mt-5 max-w-sm text-base leading-relaxed text-on-night-soft">
            {identity.mission}.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Credentials">
            {[
              // Spelt out: on most pages this is the first "B-BBEE" (design log 062).
              <>
                <SpeltOut abbreviation="B-BBEE" /> {footerText.bbbeeBadge}
              </>,
              ...footerText.badges,
            ].map((badge, index) => (
              <li
                key={index}
                className="rounded-full bg-night-raised px-3 py-1 text-xs font-semibold text-on-night ring-1 ring-on-night-line"
              >
                {badge}
              </li>
            ))}
          </ul>
        </div>

        <nav
          aria-label={footerText.quickLinksTitle}
          className="col-span-2 sm:col-span-1 lg:col-span-3"
        >
          <h2 className={headingStyles}>{footerText.quickLinksTitle}</h2>
          {/* Two columns on a phone, filled down then across, so the order reads as a list. */}
          <ul className="mt-5 columns-2 gap-6 text-sm sm:columns-1">
            {[...footerQuickLinks, ...footerMoreLinks].map((link) => (
              <li key={link.route} className="mb-3 break-inside-avoid">
                <Link to={link.route} className={linkStyles}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 sm:col-span-2 lg:col-span-4">
          <h2 className={headingStyles}>{footerText.contactTitle}</h2>
          <address className="mt-5 space-y-3 text-sm text-on-night-soft not-italic">
            {(
              [
                [
                  "phone",
                  <a href={identity.phone.href} className={linkStyles}>
                    {identity.phone.display}
                  </a>,
                ],
                [
                  "mail",
                  <a href={`mailto:${identity.email}`} className={linkStyles}>
                    {identity.email}
                  </a>,
                ],
                ["map-pin", identity.address.display],
              ] as const
            ).map(([icon, line]) => (
              <p key={icon} className="flex items-start gap-3">
                <Icon name={icon} className="mt-0.5 size-4 text-accent" />
                <span>{line}</span>
              </p>
            ))}
          </address>
        </div>
      </div>

      <div className="border-t border-on-night-line">
        <div className="container-page space-y-4 py-6 text-sm text-on-night-soft">
          <nav aria-label="Legal">
            <LegalLinks />
          </nav>
          <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
            <p>{footerLine(footer.copyright, identity, copyrightStartYear)}</p>
            <p>
              {footerLine(footer.registration, identity, copyrightStartYear)}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

// The dialog and its document are only downloaded when a visitor first opens one.
const LegalDialog = lazy(() => import("../legal/legal-dialog"));

/** The footer's legal links: each a link to its page; a plain click opens it in a dialog. */
function LegalLinks() {
  const { openSettings } = useConsent();

  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {legalLinks.map((link) => (
        <LegalLink key={link.slug} {...link} />
      ))}
      <li>
        <button
          type="button"
          className={`${linkStyles} cursor-pointer`}
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
        className={linkStyles}
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
