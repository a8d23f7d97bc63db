import { CONSENT_STORAGE_KEY } from "../../lib/consent/consent.ts";

/**
 * Set on <html> before the first paint when a choice is stored: the prerendered banner is then
 * hidden (its class names the attribute) until the provider, having read the choice, removes it.
 */
export const CONSENT_CHOSEN_ATTRIBUTE = "data-consent-chosen";

/** Marks each of the banner's buttons with its action (accept, reject, manage). */
export const CONSENT_ACTION_ATTRIBUTE = "data-consent-action";

/** Set on <html> to the action of a button pressed before the banner's code has run. */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** Sent by the banner once React runs it: the script below then stops keeping presses. */
export const CONSENT_BANNER_HYDRATED_EVENT = "khanyisa:consent-banner-hydrated";

const json = JSON.stringify;

/**
 * A classic script for the head of every prerendered page (scripts/defer-hydration.mjs writes it
 * in). A visitor who has chosen never sees the banner flash: where storage is blocked or holds
 * something else, it does nothing and the banner shows; the provider's own reading (readConsent)
 * decides after hydration. And a press on one of the banner's buttons before its code has run is
 * kept for the banner to carry out (seen first, on the window: React stops a press on a part of the
 * page it has not hydrated yet from going further). In the HTML, not the app, so it costs no bundle bytes.
 */
export const CONSENT_BEFORE_HYDRATION = `(function(){var d=document,r=d.documentElement;try{var c=JSON.parse(localStorage.getItem(${json(CONSENT_STORAGE_KEY)}));if(c&&typeof c.analytics==="boolean")r.setAttribute(${json(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}function tap(e){var b=e.target.closest&&e.target.closest("[${CONSENT_ACTION_ATTRIBUTE}]");if(b)r.setAttribute(${json(CONSENT_PENDING_ATTRIBUTE)},b.getAttribute(${json(CONSENT_ACTION_ATTRIBUTE)}))}addEventListener("click",tap,true);d.addEventListener(${json(CONSENT_BANNER_HYDRATED_EVENT)},function(){removeEventListener("click",tap,true)},{once:true})})();`;
