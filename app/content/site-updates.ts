/** The notice shown when a new version of the site is deployed (spec section 8, word for word). */
export const updateNotice = {
  title: "New Version Available",
  body: "Refreshing to latest version...",
} as const;
