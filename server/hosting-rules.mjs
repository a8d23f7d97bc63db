// @ts-check
/**
 * How the production site is served: redirects, caching and security headers, in one place.
 * `npm start` (server/serve.mjs) applies these rules; the build writes firebase.json and the nginx
 * config from them (scripts/hosting/). See docs/decisions/002, 040-042 and 069.
 */

/** Where "/" and every path the build did not render end up (the spec's route table). */
export const HOME_PATH = "/home";

/** The only methods a static site answers; anything else is 405. */
export const ALLOWED_METHODS = /** @type {const} */ (["GET", "HEAD"]);

/** Longer request targets answer 414: no page of the site comes close. */
export const MAX_URL_LENGTH = 2048;

export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Vite's output: every file name carries a content hash, so it never changes under its name. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * @typedef {{ status: 301 | 302, location: string }} Redirect
 * @typedef {{ path: string, file: string, scriptHashes: string[] }} PageFacts
 *   A prerendered page: its URL, its file under the client folder, its inline scripts' hashes.
 * @typedef {{ analytics: boolean, pages: PageFacts[], fallbackScriptHashes: string[], editorOrigins?: string[] }} HostingFacts
 *   What the build produced: read by the server and the config generators. `editorOrigins`: a
 *   self-hosted git host the content editor signs in to and talks to (admin/backend.json).
 */

/** A slash in a raw path, written out or percent-encoded ("%2F" decodes to one on every host). */
const SLASH = "(?:/|%2[Ff])";
const TRAILING_INDEX = new RegExp(`${SLASH}+index\\.html$`);
const TRAILING_SLASHES = new RegExp(`${SLASH}+$`);

/**
 * The redirect for a request path before any file lookup, or null. Works on the raw, still
 * percent-encoded path, so a Location never carries decoded control characters.
 * "/" and "/index.html" move permanently to /home; "/services/" and "/services/index.html" to
 * "/services", and repeated slashes collapse, so that each page has exactly one URL. A trailing
 * "%2F" is the slash it decodes to, so "/home%2F" goes to "/home" once, never to itself.
 * A path with a backslash, raw or encoded, gets no redirect (a browser reads "/\evil.example" as
 * "//evil.example", another site): every host refuses it with 400 first (decision 072).
 * @param {string} pathname raw request path, starting with "/"
 * @param {string} search query string including "?", or ""
 * @returns {Redirect | null}
 */
export function redirectFor(pathname, search) {
  if (pathname === "/" || pathname === "/index.html")
    return { status: 301, location: HOME_PATH };
  if (/\\|%5[Cc]/.test(pathname)) return null;
  const canonical = pathname
    .replace(/\/{2,}/g, "/")
    .replace(TRAILING_INDEX, "")
    .replace(TRAILING_SLASHES, "");
  if (canonical === pathname) return null;
  // "//evil.example/" must never become the protocol-relative "//evil.example".
  return { status: 301, location: (canonical || HOME_PATH) + search };
}

/**
 * File types a page loads or a browser fetches by itself (scripts, styles, source maps, data,
 * feeds, documents, images, fonts, media, the precompressed twins): a missing one is a 404, never an HTML
 * page in its place. Any other path is a page, whatever its extension (`/about.html`,
 * `/old-page.php`, `/x/index.aspx` from an old site): unknown, it goes home (decision 069).
 * Every type the build writes must be here (write-hosting-files.mjs refuses a build otherwise).
 */
export const ASSET_EXTENSIONS = /** @type {const} */ ([
  ...["js", "mjs", "cjs", "css", "map", "wasm"],
  ...["json", "data", "xml", "txt", "webmanifest", "csv", "pdf"],
  ...["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp"],
  ...["woff", "woff2", "ttf", "otf", "eot"],
  ...["mp4", "webm", "mp3", "ogg", "wav"],
  ...["br", "gz"],
]);

/**
 * The extension of a path's last segment, in lower case, or "" when it has none.
 * @param {string} pathname
 */
export function extensionOf(pathname) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  return dot === -1 ? "" : lastSegment.slice(dot + 1).toLowerCase();
}

/**
 * Whether a path names an asset (by its extension, in any letter case) rather than a page.
 * @param {string} pathname
 */
export function isAssetPath(pathname) {
  return /** @type {readonly string[]} */ (ASSET_EXTENSIONS).includes(
    extensionOf(pathname),
  );
}

/**
 * What to answer for a path the build has no file for: unknown pages go home (302, since a page
 * may be added there later); a missing asset is a plain 404, never an HTML page in its place.
 * Nothing under /assets/ is a page, whatever its name: a 404 there too, as nginx's block for
 * that folder answers.
 * @param {string} pathname
 * @returns {Redirect | { status: 404 }}
 */
export function missingPathResponse(pathname) {
  if (isAssetPath(pathname) || pathname.startsWith(HASHED_ASSETS_PREFIX))
    return { status: 404 };
  return { status: 302, location: HOME_PATH };
}

/**
 * Cache-Control for a served file, by its path under the build output.
 * Hashed assets never change under their name; everything else (pages, version.json, sw.js,
 * icons, feeds) is revalidated on every visit.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/**
 * Types of files the site serves that a server's defaults may lack (Debian's mime.types has no
 * .webmanifest); with `nosniff`, a wrong or missing type is not guessed around.
 */
export const EXTRA_CONTENT_TYPES = {
  ico: "image/x-icon",
  webmanifest: "application/manifest+json",
};

/** Google Analytics 4 as decision 005 loads it: gtag.js from one host, hits to Google's. */
const GOOGLE_ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/**
 * The Content-Security-Policy of a response. Nothing is allowed by default; scripts only from
 * the site and the listed inline-script hashes (no 'unsafe-inline', no 'unsafe-eval'); styles
 * only from the site's own stylesheets; Google's hosts only in a build with a measurement id.
 * @param {{ scriptHashes: readonly string[], analytics: boolean }} options
 */
export function contentSecurityPolicy({ scriptHashes, analytics }) {
  const google = analytics
    ? GOOGLE_ANALYTICS_SOURCES
    : { script: [], img: [], connect: [] };
  return [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...scriptHashes, ...google.script],
    ["style-src", "'self'"],
    ["img-src", "'self'", ...google.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...google.connect],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
    .map((directive) => directive.join(" "))
    .join("; ");
}

/** The content editor's page (decision 086): Decap CMS, for the marketing team, not a page of the site. */
export const EDITOR_PATH = "/admin";

/**
 * Where the editor may connect besides its own origin (where `npm run cms` serves the local
 * backend, at /api/v1): the git hosts Decap supports without a server of ours. A self-hosted
 * GitLab or Gitea adds its address through admin/backend.json (`api_root`, `base_url`), which
 * the build passes in as `extraOrigins`.
 */
export const EDITOR_CONNECT_SOURCES = [
  "https://api.github.com",
  "https://gitlab.com",
];

/**
 * The editor's sign-in opens the OAuth service (or GitLab) in a popup, which hands the token
 * back through `window.opener`: `same-origin` would cut that link, so the editor lets the
 * popups it opens keep it. Every page of the site keeps `same-origin`.
 */
const EDITOR_OPENER_POLICY = "same-origin-allow-popups";

/**
 * The editor's Content-Security-Policy: as strict as Decap CMS allows (decision 086). Decap
 * compiles its configuration's schema with `new Function` (ajv) and the preview compiles the
 * article being written (MDX), hence 'unsafe-eval'; its styles are injected at run time
 * (emotion), hence 'unsafe-inline' for styles only. Images may be blob: and data: URLs (uploads
 * before they are saved, which Decap also fetches: connect-src blob:) or the git host's avatars. Scripts stay same-origin: no inline script,
 * no third-party host; nothing may frame it.
 * @param {readonly string[]} [extraOrigins]
 */
export function editorContentSecurityPolicy(extraOrigins = []) {
  return [
    ["default-src", "'none'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    [
      "img-src",
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://secure.gravatar.com",
      "https://gitlab.com",
      ...extraOrigins,
    ],
    ["font-src", "'self'", "data:"],
    [
      "connect-src",
      "'self'",
      "blob:",
      ...EDITOR_CONNECT_SOURCES,
      ...extraOrigins,
    ],
    ["frame-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
    .map((directive) => directive.join(" "))
    .join("; ");
}

/** Powerful features the site never uses, switched off for it and anything it might embed. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "browsing-topics",
];

/**
 * Two years, subdomains included, and the preload list's consent token: ready to submit at
 * hstspreload.org, which only the domain's owner does (decision 072). Browsers ignore the header
 * over plain HTTP, so `npm start`'s local preview sends it harmlessly.
 */
const STRICT_TRANSPORT_SECURITY =
  "max-age=63072000; includeSubDomains; preload";

/**
 * The headers every response carries, with the given Content-Security-Policy. Every resource is
 * same-origin only (CORP): share images are fetched by other sites' servers, which CORP does not
 * bind, never embedded by browsers on other sites.
 * @param {string} policy
 * @returns {Record<string, string>}
 */
export function securityHeaders(policy) {
  return {
    "Content-Security-Policy": policy,
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DISABLED_FEATURES.map((f) => `${f}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * Headers of every response that is not a prerendered page: redirects, errors, assets, feeds.
 * Its policy carries the fallback page's hashes, because hosts without redirect rules (Firebase,
 * for unknown paths) serve that page under any path.
 * @param {HostingFacts} facts
 * @param {string} [cacheControl]
 * @returns {Record<string, string>}
 */
export function defaultHeaders(facts, cacheControl = REVALIDATE) {
  const policy = contentSecurityPolicy({
    scriptHashes: facts.fallbackScriptHashes,
    analytics: facts.analytics,
  });
  return { ...securityHeaders(policy), "Cache-Control": cacheControl };
}

/**
 * Headers of one prerendered page: its own policy, with the hashes of its own inline scripts.
 * The content editor's page has the editor's policies instead, and is never indexed.
 * @param {PageFacts} page
 * @param {HostingFacts} facts
 * @returns {Record<string, string>}
 */
export function pageHeaders(page, facts) {
  if (page.path === EDITOR_PATH)
    return {
      ...securityHeaders(
        editorContentSecurityPolicy(facts.editorOrigins ?? []),
      ),
      "Cross-Origin-Opener-Policy": EDITOR_OPENER_POLICY,
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": REVALIDATE,
    };
  const policy = contentSecurityPolicy({
    scriptHashes: page.scriptHashes,
    analytics: facts.analytics,
  });
  return { ...securityHeaders(policy), "Cache-Control": REVALIDATE };
}

/**
 * Headers of a response to a clean request path ("/home", "/assets/x.js"), set before the file
 * is looked up, so a 304 carries the same policy as the 200 it revalidates.
 * @param {string} pathname decoded request path
 * @param {HostingFacts} facts
 */
export function headersForPath(pathname, facts) {
  const page = facts.pages.find((p) => p.path === pathname);
  return page
    ? pageHeaders(page, facts)
    : defaultHeaders(facts, cacheControlFor(pathname));
}

/** Written by the build beside the client folder: what `npm start` needs to apply these rules. */
export const HOSTING_FACTS_FILE = "hosting-facts.json";
