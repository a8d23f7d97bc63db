import { CONSENT_STORAGE_KEY } from "../../lib/consent/consent.ts";

/** Set on <html> before the first paint when a choice is stored: it hides the banner. */
export const CONSENT_CHOSEN_ATTRIBUTE = "data-consent-chosen";

/** Marks each of the banner's buttons with its action (accept, reject, manage). */
export const CONSENT_ACTION_ATTRIBUTE = "data-consent-action";

/** Set on <html> to the action of a button pressed before the banner's code has run. */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** Sent by the banner once React runs it: the script below then stops keeping presses. */
export const CONSENT_BANNER_HYDRATED_EVENT = "khanyisa:consent-banner-hydrated";

const json = JSON.stringify;

/** Head script of every page (decision 095): no banner flash, and early presses kept for it. */
export const CONSENT_BEFORE_HYDRATION = `(function(){var d=document,r=d.documentElement;try{var c=JSON.parse(localStorage.getItem(${json(CONSENT_STORAGE_KEY)}));if(c&&typeof c.analytics==="boolean")r.setAttribute(${json(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}function tap(e){var b=e.target.closest&&e.target.closest("[${CONSENT_ACTION_ATTRIBUTE}]");if(b)r.setAttribute(${json(CONSENT_PENDING_ATTRIBUTE)},b.getAttribute(${json(CONSENT_ACTION_ATTRIBUTE)}))}addEventListener("click",tap,true);d.addEventListener(${json(CONSENT_BANNER_HYDRATED_EVENT)},function(){removeEventListener("click",tap,true)},{once:true})})();`;
