/**
 * The spec's menu breakpoint, 1024 px at the default text size: below it the menu collapses
 * behind a burger button. In rem, as app.css's `lg` (64rem) is, so that the script closing the
 * panel and the CSS switching layouts agree at any text size the visitor has chosen.
 */
export const wideViewportQuery = "(min-width: 64rem)";
