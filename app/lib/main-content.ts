/** The id of every page's main landmark: the skip link's target and focus's last resort. */
export const MAIN_CONTENT_ID = "main-content";
