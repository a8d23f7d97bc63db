/** The menu panel's id: the burger controls it, and the script below finds both by it. */
export const MENU_PANEL_ID = "mobile-menu";

/** Sent by the header once React runs it: the script below then stops. */
export const MENU_HYDRATED_EVENT = "khanyisa:menu-hydrated";

const button = JSON.stringify(`button[aria-controls="${MENU_PANEL_ID}"]`);
const panel = JSON.stringify(MENU_PANEL_ID);

/**
 * A classic script for the head of every prerendered page (scripts/defer-hydration.mjs writes it
 * in): pages hydrate after their first paint (decision 054), and until then a tap on the burger,
 * or Enter or Space on it, opens and closes the panel, and Escape closes it, as the hydrated header
 * does. The header takes over the state it leaves (the panel stays open, focus where it is) and
 * sends MENU_HYDRATED_EVENT, which removes these listeners. In the HTML, not the app, so it costs
 * no bundle bytes.
 */
export const MENU_BEFORE_HYDRATION = `(function(){var d=document;function show(open){var b=d.querySelector(${button}),p=d.getElementById(${panel});if(!b||!p)return b;b.setAttribute("aria-expanded",String(open));p.hidden=!open;return b}function tap(e){var b=e.target.closest&&e.target.closest(${button});if(b)show(b.getAttribute("aria-expanded")!=="true")}function key(e){var p=d.getElementById(${panel});if(e.key==="Escape"&&p&&!p.hidden){var b=show(false);if(b)b.focus()}}d.addEventListener("click",tap);d.addEventListener("keydown",key);d.addEventListener(${JSON.stringify(MENU_HYDRATED_EVENT)},function(){d.removeEventListener("click",tap);d.removeEventListener("keydown",key)},{once:true})})();`;
