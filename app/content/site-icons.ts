/** The site's icons (rendered by `npm run images`), listed in the web manifest. */
export const manifestIcons = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  {
    src: "/icons/icon-maskable-512.png",
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
] as const;

/** <link> tags of every page: the favicon set, the Apple touch icon and the web manifest. */
export function iconLinks(manifestPath: string) {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: manifestPath },
  ];
}
