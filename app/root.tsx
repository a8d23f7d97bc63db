import "./styles/app.css";

import { useEffect, useRef, type ReactNode } from "react";
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
import { ClosingCta } from "./components/layout/closing-cta";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SiteUpdateNotice } from "./components/layout/update-notice";
import { identity } from "./content/identity";
import { skipLinkText } from "./content/navigation";
import {
  errorPage,
  redirectPage,
} from "../content/site-messages.json" with { type: "json" };
import { webManifestPath } from "./content/site-map";
import { track } from "./lib/analytics";
import { usePageArrival } from "./lib/use-page-arrival";
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
  usePageArrival(mainRef);
  const { pathname } = useLocation();
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
        {pagesWithOwnCallToAction.test(pathname) ? null : <ClosingCta />}
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
