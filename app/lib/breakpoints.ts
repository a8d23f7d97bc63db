/** The spec's mobile breakpoint: below this width the menu collapses behind a burger button. */
export const MENU_BREAKPOINT_PX = 1024;

export const wideViewportQuery = `(min-width: ${MENU_BREAKPOINT_PX}px)`;
