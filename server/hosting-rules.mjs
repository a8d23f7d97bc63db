// @ts-check
/**
 * How the production site is served, for all three hosts: `npm start` (server/serve.mjs) applies
 * these rules; the build writes firebase.json and the nginx config from them (scripts/hosting/).
 */

/** Where "/" and every path the build did not render end up. */
export const HOME_PATH = "/home";
export const ALLOWED_METHODS = ["GET", "HEAD"];
/** Longer request targets answer 414: no page of the site comes close. */
export const MAX_URL_LENGTH = 2048;
export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** Vite's output: every file name carries a content hash. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * @typedef {{ status: 301 | 302, location: string }} Redirect
 * @typedef {{ path: string, file: string, scriptHashes: string[] }} PageFacts
 * @typedef {{ analytics: boolean, pages: PageFacts[], fallbackScriptHashes: string[], editorOrigins?: string[] }} HostingFacts
 *   What the build produced (hosting-facts.json), read by the server and the config generators.
 */

/** A slash in a raw path, written out or percent-encoded. */
const SLASH = "(?:/|%2[Ff])";
const TRAILING_INDEX = new RegExp(`${SLASH}+index\\.html$`);
const TRAILING_SLASHES = new RegExp(`${SLASH}+$`);

/**
 * The redirect that gives each page one URL, on the raw path (so a Location never carries a
 * decoded control character), or null. A backslash gets none: every host refuses it (072).
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
 * Every file type the build may hold but pages, with its Content-Type: a missing one is a 404,
 * never a page; any other path is a page, whatever its extension (decision 069).
 * write-hosting-files.mjs refuses a build with a type not listed here.
 * @type {Record<string, string>}
 */
export const ASSET_TYPES = {
  ...{ js: "text/javascript", mjs: "text/javascript", cjs: "text/javascript" },
  ...{ css: "text/css", map: "application/json", wasm: "application/wasm" },
  ...{ json: "application/json", xml: "text/xml", txt: "text/plain" },
  ...{ data: "application/octet-stream", csv: "text/csv" },
  ...{ webmanifest: "application/manifest+json", pdf: "application/pdf" },
  ...{ png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" },
  ...{ gif: "image/gif", svg: "image/svg+xml", webp: "image/webp" },
  ...{ avif: "image/avif", ico: "image/x-icon", bmp: "image/bmp" },
  ...{ woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf" },
  ...{ otf: "font/otf", eot: "application/vnd.ms-fontobject" },
  ...{ mp4: "video/mp4", webm: "video/webm", mp3: "audio/mpeg" },
  ...{ ogg: "audio/ogg", wav: "audio/wav" },
};

/** The precompressed twins the build writes beside a file, best first: suffix to encoding. */
export const TWINS = { br: "br", gz: "gzip" };

/** @param {string} pathname */
export const isTwin = (pathname) => Object.hasOwn(TWINS, extensionOf(pathname));

export const ASSET_EXTENSIONS = Object.keys({ ...ASSET_TYPES, ...TWINS });

/**
 * The extension of a path's last segment, in lower case, or "": "/.js" has one, as nginx and
 * Firebase read it (Node's extname says it has none).
 * @param {string} pathname
 */
export function extensionOf(pathname) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  return dot === -1 ? "" : lastSegment.slice(dot + 1).toLowerCase();
}

/** @param {string} pathname */
export function isAssetPath(pathname) {
  return ASSET_EXTENSIONS.includes(extensionOf(pathname));
}

/**
 * The answer for a path the build has no file for: an unknown page goes home (302: it may be
 * added later); a missing asset, or anything under /assets/, is a 404.
 * @param {string} pathname
 * @returns {Redirect | { status: 404 }}
 */
export function missingPathResponse(pathname) {
  if (isAssetPath(pathname) || pathname.startsWith(HASHED_ASSETS_PREFIX))
    return { status: 404 };
  return { status: 302, location: HOME_PATH };
}

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Google Analytics 4 as decision 005 loads it. */
const GOOGLE_TAG_MANAGER = "https://*.googletagmanager.com";
const GOOGLE_ANALYTICS = [GOOGLE_TAG_MANAGER, "https://*.google-analytics.com"];

/** The directives every policy ends with. */
const LOCKED_DOWN = [
  ["manifest-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

/** @param {string[][]} directives */
const policyOf = (directives) =>
  [["default-src", "'none'"], ...directives, ...LOCKED_DOWN]
    .map((directive) => directive.join(" "))
    .join("; ");

/**
 * A page's Content-Security-Policy: scripts only from the site and its inline-script hashes,
 * Google's hosts only in a build with a measurement id.
 * @param {{ scriptHashes: readonly string[], analytics: boolean }} options
 */
export function contentSecurityPolicy({ scriptHashes, analytics }) {
  /** @param {string[]} sources */
  const google = (sources) => (analytics ? sources : []);
  return policyOf([
    [
      "script-src",
      "'self'",
      ...scriptHashes,
      ...google(["https://www.googletagmanager.com"]),
    ],
    ["style-src", "'self'"],
    ["img-src", "'self'", ...google(GOOGLE_ANALYTICS)],
    ["font-src", "'self'"],
    [
      "connect-src",
      "'self'",
      ...google([...GOOGLE_ANALYTICS, "https://*.analytics.google.com"]),
    ],
    ["worker-src", "'self'"],
  ]);
}

/** The content editor's page (decision 086): Decap CMS, not a page of the site. */
export const EDITOR_PATH = "/admin";

/** Git hosts Decap talks to without a server of ours; admin/backend.json may add another. */
export const EDITOR_CONNECT_SOURCES = [
  "https://api.github.com",
  "https://gitlab.com",
];

/**
 * The editor's policy, as strict as Decap CMS allows (decision 086): 'unsafe-eval' for ajv and
 * the MDX preview, inline styles for emotion, blob: for uploads before they are saved.
 * @param {readonly string[]} [extraOrigins]
 */
export function editorContentSecurityPolicy(extraOrigins = []) {
  return policyOf([
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    [
      "img-src",
      ...["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
      ...["https://secure.gravatar.com", "https://gitlab.com", ...extraOrigins],
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
  ]);
}

/** Powerful features the site never uses, switched off for it and anything it embeds. */
const DISABLED_FEATURES = [
  ...["accelerometer", "autoplay", "camera", "display-capture"],
  ...["encrypted-media", "fullscreen", "geolocation", "gyroscope", "hid"],
  ...["idle-detection", "magnetometer", "microphone", "midi", "payment"],
  ...["picture-in-picture", "publickey-credentials-get", "screen-wake-lock"],
  ...["serial", "usb", "xr-spatial-tracking", "browsing-topics"],
];

/**
 * The headers every response carries. HSTS is ready for the preload list (decision 072);
 * browsers ignore it over `npm start`'s plain HTTP.
 * @param {string} policy
 * @returns {Record<string, string>}
 */
export function securityHeaders(policy) {
  return {
    "Content-Security-Policy": policy,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DISABLED_FEATURES.map((f) => `${f}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * Headers of every response but a prerendered page's. The policy carries the fallback page's
 * hashes: Firebase serves that page under any unknown path.
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
 * Headers of one prerendered page, with its own scripts' hashes. The editor's page has the
 * editor's policy, keeps its sign-in popup's opener and is never indexed.
 * @param {PageFacts} page
 * @param {HostingFacts} facts
 * @returns {Record<string, string>}
 */
export function pageHeaders(page, facts) {
  if (page.path !== EDITOR_PATH)
    return defaultHeaders({
      ...facts,
      fallbackScriptHashes: page.scriptHashes,
    });
  return {
    ...securityHeaders(editorContentSecurityPolicy(facts.editorOrigins)),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": REVALIDATE,
  };
}

/**
 * Headers for a clean request path, set before the file is looked up, so a 304 carries the same
 * policy as the 200 it revalidates.
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
