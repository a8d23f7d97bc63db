export const DEFAULT_SITE_URL = "https://www.khanyisa.example";

/** SITE_URL without a trailing slash; throws a message naming the variable when it is unusable. */
export function readSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  const url = URL.parse(value);
  if (!url)
    throw new Error(
      `SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${value}".`,
    );
  if (!/^https?:$/.test(url.protocol))
    throw new Error(
      `SITE_URL must start with https:// or http://; got "${value}".`,
    );
  if (url.pathname !== "/" || url.search || url.hash)
    throw new Error(
      `SITE_URL must be an origin with no path, query or hash; got "${value}".`,
    );
  return url.origin;
}
