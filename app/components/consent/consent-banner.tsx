import { useEffect, useRef } from "react";

import { consentBanner as copy } from "../../content/consent";
import { keepPageClearOf } from "../../lib/dom";
import { MAIN_CONTENT_ID } from "../../lib/main-content";
import { restoreFocusAfter } from "../../lib/restore-focus";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import { useConsent } from "./consent-provider";

/** First-visit notice: nothing beyond necessary storage happens until the visitor chooses. */
export default function ConsentBanner() {
  const { decide, openSettings } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  // The banner must not hide the end of the page, nor a link focused beneath it.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const release = keepPageClearOf(banner);
    // A choice removes the banner and the button that had focus: focus goes back to where the
    // visitor was before the banner, or to the main content, never to nowhere.
    const restoreFocus = restoreFocusAfter(banner, () =>
      document.getElementById(MAIN_CONTENT_ID),
    );
    return () => {
      release();
      restoreFocus();
    };
  }, []);
  const [before, after] = copy.text.split("{cookiePolicy}");
  return (
    <section
      ref={bannerRef}
      aria-labelledby="consent-banner-title"
      // Never taller than the window, and on a short one (400 % zoom: 320 × 256 px) at most
      // half of it: the banner scrolls inside itself and the page keeps room above it for the
      // focused control (keepPageClearOf pads the page to the banner's height).
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-3xl overflow-y-auto overscroll-contain rounded-card border border-line bg-canvas p-5 shadow-raised sm:inset-x-6 sm:bottom-6 sm:p-6 [@media(max-height:32rem)]:bottom-2 [@media(max-height:32rem)]:max-h-[50dvh] [@media(max-height:32rem)]:p-4"
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong sm:inline-flex"
        >
          <Icon name="cookie" className="size-5" />
        </span>
        <div>
          <h2 id="consent-banner-title" className="text-base font-bold">
            {copy.title}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">
            {before}
            <a
              href="/legal/cookie-policy"
              className="font-semibold text-brand underline"
            >
              {copy.cookiePolicyLink}
            </a>
            {after}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => decide(true)}>{copy.accept}</Button>
            <Button variant="outline" onClick={() => decide(false)}>
              {copy.reject}
            </Button>
            <Button variant="ghost" onClick={openSettings}>
              {copy.manage}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
