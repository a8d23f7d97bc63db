import "./styles/app.css";

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

import { DeferredAnalyticsTracker } from "./components/analytics/deferred-analytics-tracker";
import { ConsentProvider } from "./components/consent/consent-provider";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ButtonLink, buttonStyles } from "./components/ui/button";
import { ConsultationLink } from "./components/ui/consultation-link";
import { Icon } from "./components/ui/icon";
import { closingCallToAction as cta } from "./content/calls-to-action";
import { identity } from "./content/identity";
import { skipLinkText } from "./content/navigation";
import {
  errorPage,
  redirectPage,
} from "../content/site-messages.json" with { type: "json" };
import updateNotice from "../content/update-notice.json" with { type: "json" };
import { webManifestPath } from "./content/site-map";
import { track } from "./lib/analytics";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: fontUrl,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  // `npm run images` renders the icons.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: webManifestPath },
];

export function Layout({ children }: { children: ReactNode }) {
  // Only the fallback page is rendered at "/" (which itself redirects to /home): see HydrateFallback.
  const isFallbackPage = useLocation().pathname === "/";
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOR__} />
        <Meta />
        <Links />
        {isFallbackPage ? (
          // A <meta> inside <noscript> is valid only in <head>.
          <noscript>
            <meta httpEquiv="refresh" content="0;url=/home" />
          </noscript>
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const MAIN_CONTENT_ID = "main-content";

/** Contact needs no closing call to action; the blog ends in its own. */
const pagesWithOwnCallToAction = /^\/(contact|blog(\/.+)?)$/;

export default function App() {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const previous = useRef(location);
  // A new page's main takes focus (before <ScrollRestoration />); in-page moves scroll smoothly.
  useLayoutEffect(() => {
    const from = previous.current;
    if (from === location) return;
    previous.current = location;
    const root = document.documentElement;
    if (from.pathname === location.pathname) root.dataset.scroll = "in-page";
    else {
      delete root.dataset.scroll;
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [location]);
  return (
    <ConsentProvider>
      <DeferredAnalyticsTracker />
      {/* The first stop for Tab on every page: past the menu to the page's content. */}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-full border border-transparent bg-ink px-5 py-3 text-sm font-semibold text-white focus:translate-y-0 focus:shadow-raised"
      >
        {skipLinkText}
      </a>
      <SiteHeader />
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="outline-none"
      >
        <Outlet />
        {pagesWithOwnCallToAction.test(location.pathname) ? null : (
          <ClosingCta />
        )}
      </main>
      <SiteFooter />
      <SiteUpdateNotice />
    </ConsentProvider>
  );
}

/** The SPA fallback for every path the build did not render: it leads to /home, as Layout's does. */
export function HydrateFallback() {
  const [before, after] = redirectPage.text.split("{homeLink}");
  return (
    <>
      <title>{identity.name}</title>
      <meta name="robots" content="noindex" />
      <p className="p-8 text-center">
        {before}
        <a href="/home">{redirectPage.homeLink}</a>
        {after}
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
    track("error", {
      error_message: error instanceof Error ? error.message : String(error),
      error_context: "root_error_boundary",
      fatal: true,
    });
  }, [error]);
  const [before, after] = errorPage.text.split("{homeLink}");
  return (
    <main id={MAIN_CONTENT_ID} className="container-page py-24">
      <h1 className="text-title font-bold">{errorPage.title}</h1>
      <p className="mt-4 text-lead text-ink-soft">
        {before}
        <a href="/home" className="text-brand underline">
          {errorPage.homeLink}
        </a>
        {after}
      </p>
    </main>
  );
}

/** The band above the footer; on a button's own page, the content's `instead` takes its place. */
function ClosingCta() {
  const { pathname } = useLocation();
  const onItsPage = (link: typeof cta.primary) =>
    link.route.split("#")[0] === pathname ? cta.instead : link;
  const primary = onItsPage(cta.primary);
  const secondary = onItsPage(cta.secondary);
  return (
    <section
      aria-labelledby="closing-cta-heading"
      className="bg-canvas-subtle py-10 sm:py-14"
    >
      <div className="container-page">
        <div className="surface-brand relative isolate overflow-hidden rounded-card bg-brand corner-glow px-6 py-10 text-white shadow-raised sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16 lg:py-12">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-accent-soft uppercase">
              {cta.eyebrow}
            </p>
            <h2 id="closing-cta-heading" className="mt-3 text-title font-bold">
              {cta.title}
            </h2>
            <p className="mt-4 text-base text-white/85 sm:text-lead">
              {cta.body}
            </p>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:shrink-0 lg:flex-col">
            <ConsultationLink
              to={primary.route}
              className={buttonStyles({ variant: "accent", size: "lg" })}
            >
              {primary.label}
              <Icon name="arrow-right" className="size-5" />
            </ConsultationLink>
            <ButtonLink to={secondary.route} variant="outline-night" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

const updateNoticePlace =
  "pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6";

/** "New version available" in a prerendered live region, or an open modal's while it makes the page inert (WCAG 4.1.3). */
function SiteUpdateNotice() {
  const [visible, setVisible] = useState(false);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () =>
      setDialog(document.querySelector<HTMLDialogElement>("dialog[open]"));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ["open"],
    });
    // The version check loads as its own chunk after hydration.
    const stopping = import("./lib/site-updates").then(
      ({ startSiteUpdates }) =>
        startSiteUpdates({
          production: import.meta.env.PROD,
          onNotice: setVisible,
        }),
      (error: unknown) =>
        console.error("Could not load the site update check:", error),
    );
    return () => {
      observer.disconnect();
      void stopping.then((stop) => stop?.());
    };
  }, []);
  // Still for reduced motion.
  const message = visible ? (
    <div className="flex w-full max-w-sm items-center gap-4 rounded-card border border-on-night-line bg-night p-4 text-on-night shadow-raised motion-safe:animate-[update-notice-in_240ms_ease-out] sm:w-auto sm:pr-6">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-night"
      >
        <Icon
          name="refresh-cw"
          className="size-5 motion-safe:animate-spin motion-safe:[animation-duration:1.6s]"
        />
      </span>
      <p className="text-sm leading-snug">
        <strong className="block text-base font-bold">
          {updateNotice.title}
        </strong>
        <span className="text-on-night-soft">{updateNotice.body}</span>
      </p>
    </div>
  ) : null;
  return (
    <div role="status" aria-live="polite" className={updateNoticePlace}>
      {dialog
        ? createPortal(
            <div role="status" aria-live="polite" className={updateNoticePlace}>
              {message}
            </div>,
            dialog,
          )
        : message}
    </div>
  );
}
