/** The menu panel's id: the burger controls it, and the script below finds both by it. */
export const MENU_PANEL_ID = "mobile-menu";

/** Sent by the header once React runs it: the script below then stops. */
export const MENU_HYDRATED_EVENT = "khanyisa:menu-hydrated";

const button = JSON.stringify(`button[aria-controls="${MENU_PANEL_ID}"]`);
const panel = JSON.stringify(MENU_PANEL_ID);

/**
 * A classic script for the head of every prerendered page (scripts/defer-hydration.mjs): until the
 * page hydrates (decision 054) it opens and closes the panel as the header would.
 */
export const MENU_BEFORE_HYDRATION = `(function(){var d=document;function show(open){var b=d.querySelector(${button}),p=d.getElementById(${panel});if(!b||!p)return b;b.setAttribute("aria-expanded",String(open));p.hidden=!open;return b}function tap(e){var b=e.target.closest&&e.target.closest(${button});if(b)show(b.getAttribute("aria-expanded")!=="true")}function key(e){var p=d.getElementById(${panel});if(e.key==="Escape"&&p&&!p.hidden){var b=show(false);if(b)b.focus()}}d.addEventListener("click",tap);d.addEventListener("keydown",key);d.addEventListener(${JSON.stringify(MENU_HYDRATED_EVENT)},function(){d.removeEventListener("click",tap);d.removeEventListener("keydown",key)},{once:true})})();`;
