import { useEffect, useLayoutEffect, useRef } from "react";

import { banner as copy } from "../../../content/consent.json" with { type: "json" };
import { keepPageClearOf, restoreFocusAfter } from "../../lib/dom";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import {
  CONSENT_ACTION_ATTRIBUTE,
  CONSENT_BANNER_HYDRATED_EVENT,
  CONSENT_PENDING_ATTRIBUTE,
} from "./consent-before-hydration";

/** First-visit notice; its actions are props, as the provider imports this module. */
export default function ConsentBanner({
  decide,
  openSettings,
}: {
  decide: (analytics: boolean) => void;
  openSettings: () => void;
}) {
  const actions = {
    accept: () => decide(true),
    reject: () => decide(false),
    manage: openSettings,
  };
  // A press the head script kept (consent-before-hydration.ts) runs once, unless its button's own ran.
  const hydrating = useRef(true);
  const keptPress = useRef<number | undefined>(undefined);
  const action = (name: keyof typeof actions) => ({
    [CONSENT_ACTION_ATTRIBUTE]: name,
    onClick: () => {
      window.clearTimeout(keptPress.current);
      actions[name]();
    },
  });
  useLayoutEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    const root = document.documentElement;
    const name = root.getAttribute(CONSENT_PENDING_ATTRIBUTE);
    root.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
    document.dispatchEvent(new Event(CONSENT_BANNER_HYDRATED_EVENT));
    if (name === "accept" || name === "reject" || name === "manage")
      keptPress.current = window.setTimeout(actions[name]);
  });
  const bannerRef = useRef<HTMLElement>(null);
  // The banner must not hide the end of the page, nor a link focused beneath it.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const release = keepPageClearOf(banner);
    // A choice removes the focused button: focus returns to where it was, or to the main content.
    const restoreFocus = restoreFocusAfter(banner);
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
      // Fixed, hidden from first paint once chosen; on a short window (400 % zoom) a scrolling card.
      className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain border-t border-line bg-canvas px-4 pt-3.5 pb-[max(--spacing(3.5),env(safe-area-inset-bottom))] shadow-raised in-data-consent-chosen:hidden sm:inset-x-6 sm:bottom-6 sm:mx-auto sm:max-w-3xl sm:rounded-card sm:border sm:p-6 [@media(max-height:32rem)]:inset-x-3 [@media(max-height:32rem)]:bottom-2 [@media(max-height:32rem)]:max-h-[50dvh] [@media(max-height:32rem)]:rounded-card [@media(max-height:32rem)]:border [@media(max-height:32rem)]:p-4"
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong sm:inline-flex"
        >
          <Icon name="cookie" className="size-5" />
        </span>
        <div className="text-sm leading-snug sm:leading-relaxed">
          <h2
            id="consent-banner-title"
            className="me-1.5 inline font-bold sm:me-0 sm:block sm:text-base"
          >
            {copy.title}
          </h2>
          <p className="inline text-ink-soft sm:mt-1.5 sm:block">
            {before}
            <a
              href="/legal/cookie-policy"
              className="font-semibold text-brand underline"
            >
              {copy.cookiePolicyLink}
            </a>
            {after}
          </p>
          <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:flex sm:flex-wrap">
            <Button {...action("accept")}>{copy.accept}</Button>
            <Button variant="outline" {...action("reject")}>
              {copy.reject}
            </Button>
            <Button variant="ghost" {...action("manage")}>
              {copy.manage}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
