/** How the site is served on all three hosts: serve.ts applies these, scripts/hosting/ writes them. */
import type { collectHostingFacts } from "../scripts/hosting/write-hosting-files.ts";

/** Where "/" and every path the build did not render end up. */
export const HOME_PATH = "/home";
export const ALLOWED_METHODS = ["GET", "HEAD"];
export const MAX_URL_LENGTH = 2048;
export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
export const HASHED_ASSETS_PREFIX = "/assets/";

type Redirect = { status: 301 | 302; location: string };
export type HostingFacts = ReturnType<typeof collectHostingFacts>;

const SLASH = "(?:/|%2[Ff])";

/** One URL per page, from the raw path so a Location never carries a control character (072). */
export function redirectFor(pathname: string, search: string): Redirect | null {
  if (pathname === "/" || pathname === "/index.html")
    return { status: 301, location: HOME_PATH };
  if (/\\|%5[Cc]/.test(pathname)) return null;
  const canonical = pathname
    .replace(/\/{2,}/g, "/")
    .replace(new RegExp(`${SLASH}+index\\.html$`), "")
    .replace(new RegExp(`${SLASH}+$`), "");
  if (canonical === pathname) return null;
  // "//evil.example/" must never become the protocol-relative "//evil.example".
  return { status: 301, location: (canonical || HOME_PATH) + search };
}

/** Every file type the build may hold but pages: missing, it is a 404, not a page (069). */
export const ASSET_TYPES: Record<string, string> = {
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

/** The precompressed twins beside a file, best first: suffix to encoding. */
export const TWINS = { br: "br", gz: "gzip" };

export const isTwin = (pathname: string) =>
  Object.hasOwn(TWINS, extensionOf(pathname));

export const ASSET_EXTENSIONS = Object.keys({ ...ASSET_TYPES, ...TWINS });

/** The last segment's extension, lower case: "/.js" has one, as nginx reads it (Node's: none). */
export function extensionOf(pathname: string) {
  const dot = pathname.lastIndexOf(".");
  return dot > pathname.lastIndexOf("/")
    ? pathname.slice(dot + 1).toLowerCase()
    : "";
}

export function isAssetPath(pathname: string) {
  return ASSET_EXTENSIONS.includes(extensionOf(pathname));
}

/** With no file: an unknown page goes home (302: it may be added later), an asset 404s. */
export function missingPathResponse(
  pathname: string,
): Redirect | { status: 404 } {
  if (isAssetPath(pathname) || pathname.startsWith(HASHED_ASSETS_PREFIX))
    return { status: 404 };
  return { status: 302, location: HOME_PATH };
}

/** Google Analytics 4 as decision 005 loads it. */
const GOOGLE_ANALYTICS = [
  "https://*.googletagmanager.com",
  "https://*.google-analytics.com",
];

const LOCKED_DOWN = [
  ["manifest-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
];

const policyOf = (directives: string[][]) =>
  [["default-src", "'none'"], ...directives, ...LOCKED_DOWN]
    .map((directive) => directive.join(" "))
    .join("; ");

/** A page's policy: its own inline-script hashes, Google's hosts only in a build with analytics. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  analytics: boolean,
) {
  const google = (sources: string[]) => (analytics ? sources : []);
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

/** Decap CMS's page (decision 086). */
export const EDITOR_PATH = "/admin";

/** Git hosts Decap talks to without a server of ours; admin/backend.json may add another. */
export const EDITOR_CONNECT_SOURCES = [
  "https://api.github.com",
  "https://gitlab.com",
];

/** As strict as Decap CMS allows (decision 086). */
export function editorContentSecurityPolicy(
  extraOrigins: readonly string[] = [],
) {
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

/** Features the site never uses, off for it and anything it embeds. */
const DISABLED_FEATURES = [
  ...["accelerometer", "autoplay", "camera", "display-capture"],
  ...["encrypted-media", "fullscreen", "geolocation", "gyroscope", "hid"],
  ...["idle-detection", "magnetometer", "microphone", "midi", "payment"],
  ...["picture-in-picture", "publickey-credentials-get", "screen-wake-lock"],
  ...["serial", "usb", "xr-spatial-tracking", "browsing-topics"],
];

/** The headers every response carries (decision 072). */
export function securityHeaders(policy: string): Record<string, string> {
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

/** Every response's headers but a page's, with the fallback page's hashes (served anywhere). */
export function defaultHeaders(
  { fallbackScriptHashes, analytics }: HostingFacts,
  cacheControl = REVALIDATE,
): Record<string, string> {
  const policy = contentSecurityPolicy(fallbackScriptHashes, analytics);
  return { ...securityHeaders(policy), "Cache-Control": cacheControl };
}

/** A page's headers; the editor's keeps its sign-in popup's opener and is never indexed. */
export function pageHeaders(
  page: HostingFacts["pages"][number],
  facts: HostingFacts,
): Record<string, string> {
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

/** Headers for a decoded request path, whether its file exists or not. */
export function headersForPath(pathname: string, facts: HostingFacts) {
  const page = facts.pages.find((p) => p.path === pathname);
  if (page) return pageHeaders(page, facts);
  const hashed = pathname.startsWith(HASHED_ASSETS_PREFIX);
  return defaultHeaders(facts, hashed ? IMMUTABLE : REVALIDATE);
}

/** Written by the build beside the client folder, for `npm start`. */
export const HOSTING_FACTS_FILE = "hosting-facts.json";
