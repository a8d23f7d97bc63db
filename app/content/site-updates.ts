/**
 * The notice shown when a new version of the site is deployed: spec section 8's words, in the
 * site's sentence case and with a typographic ellipsis (decision 081).
 */
export const updateNotice = {
  title: "New version available",
  body: "Refreshing to latest version…",
} as const;
