import type { AnalyticsEvents } from "./events";

/** Extensions of files a visitor downloads rather than reads as a page (the feed is one). */
const FILE_EXTENSIONS =
  /\.(pdf|xml|rss|ico|png|jpe?g|gif|webp|svg|zip|csv|txt|docx?|xlsx?|pptx?)$/i;

/** The file a link downloads (a `download` attribute or a file extension), in GA4's parameters. */
export function fileDownload(
  link: { href: string; download: string | null; text: string },
  pageHref: string,
): AnalyticsEvents["file_download"] | null {
  const { href, download: downloadAttribute } = link;
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
  const name = downloadAttribute || fromPath;
  return {
    file_name: name,
    file_extension: /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "",
    file_url: url.href,
    link_text: link.text.replace(/\s+/g, " ").trim(),
  };
}
