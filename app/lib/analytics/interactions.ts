import type { AnalyticsEvents, NavigationType } from "./events";

/** Extensions of files a visitor downloads rather than reads as a page (the feed is one). */
const FILE_EXTENSIONS =
  /\.(pdf|xml|rss|ico|png|jpe?g|gif|webp|svg|zip|csv|txt|docx?|xlsx?|pptx?)$/i;

/**
 * The file a link downloads, when it downloads one: a `download` attribute, or a path ending in
 * a file extension. Page links, mail and phone links are not downloads.
 */
export function fileDownload(
  href: string,
  downloadAttribute: string | null,
  pageHref: string,
): AnalyticsEvents["file_download"] | null {
  let url: URL;
  try {
    url = new URL(href, pageHref);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  if (downloadAttribute === null && !FILE_EXTENSIONS.test(url.pathname))
    return null;
  const fromPath = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  return { file_name: downloadAttribute || fromPath, file_url: url.href };
}

/** React Router's navigation type, as the `navigation` event names it. */
export function navigationTypeOf(
  action: "PUSH" | "POP" | "REPLACE",
): NavigationType {
  if (action === "POP") return "back_forward";
  return action === "REPLACE" ? "replace" : "link";
}
