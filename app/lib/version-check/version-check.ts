/**
 * The new-version check (spec sections 4, 7, 9; decision 030): every five minutes `/version.json`
 * is fetched past every cache; a version other than the page's own stamp shows the notice, then
 * reloads. Fetch, timers and reload are passed in.
 */
const VERSION_URL = "/version.json";
const VERSION_META_NAME = "build-version";
const DEFAULT_VERSION = "1.0.0";
export const CHECK_INTERVAL_MS = 300_000;
/** A check that has not answered by then is abandoned (no update), so checks never pile up. */
export const CHECK_TIMEOUT_MS = 10_000;
const RELOAD_DELAY_MS = 2_000;
const NOTICE_DURATION_MS = 5_000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type TimerId = unknown;

export interface VersionCheckEnvironment {
  /** The version this page was built as; null if the page carries none (then the first answer is). */
  builtVersion: string | null;
  fetch: Fetch;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
  reload: () => void;
}

/** The version stamped into the page (`1.0.0` when empty), or null when there is no stamp. */
export function stampedVersion(
  page: Pick<Document, "querySelector">,
): string | null {
  const content = page
    .querySelector(`meta[name="${VERSION_META_NAME}"]`)
    ?.getAttribute("content");
  if (content == null) return null;
  return content.trim() || DEFAULT_VERSION;
}

/** The `version` field of a JSON response: a string (possibly empty), or null if there is none. */
async function versionField(response: Response): Promise<string | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null) return null;
  const version = (body as Record<string, unknown>).version;
  return typeof version === "string" ? version.trim() : null;
}

/** The deployed version, straight from the server; null when the check fails in any way. */
export async function fetchLatestVersion(
  env: Pick<VersionCheckEnvironment, "fetch" | "now">,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const response = await env.fetch(`${VERSION_URL}?t=${env.now()}`, {
      cache: "no-store",
      signal,
    });
    return (await versionField(response)) || null;
  } catch {
    return null;
  }
}

export interface VersionCheckCallbacks {
  /** The notice is shown (true) and, five seconds later, removed (false). */
  onNotice: (visible: boolean) => void;
  /** Called once, as soon as a new version is found (e.g. to fetch a new service worker). */
  onUpdateFound?: (version: string) => void;
}

/** Starts the check; the returned function stops every timer it set and any check under way. */
export function startVersionCheck(
  env: VersionCheckEnvironment,
  { onNotice, onUpdateFound }: VersionCheckCallbacks,
): () => void {
  let stopped = false;
  let current = env.builtVersion;
  let inFlight: AbortController | null = null;
  const timeouts: TimerId[] = [];

  const later = (callback: () => void, ms: number) =>
    timeouts.push(env.setTimeout(callback, ms));

  async function check() {
    // One check at a time: a slow one is never joined by the next.
    if (stopped || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    const timeout = env.setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
    const latest = await fetchLatestVersion(env, controller.signal);
    env.clearTimeout(timeout);
    inFlight = null;
    if (stopped || latest === null || latest === current) return;
    // A page without a stamp takes the first answer as its own version, never a guess.
    if (current === null) {
      current = latest;
      return;
    }
    // One notice and one reload per page: no further checks.
    stopped = true;
    env.clearInterval(interval);
    onUpdateFound?.(latest);
    onNotice(true);
    later(env.reload, RELOAD_DELAY_MS);
    later(() => onNotice(false), NOTICE_DURATION_MS);
  }

  const interval = env.setInterval(() => void check(), CHECK_INTERVAL_MS);
  if (current === null) void check();

  return () => {
    stopped = true;
    inFlight?.abort();
    env.clearInterval(interval);
    timeouts.forEach((id) => env.clearTimeout(id));
  };
}

/** The browser's own page, fetch, timers and reload. */
export function browserVersionCheckEnvironment(
  reload: () => void = () => window.location.reload(),
): VersionCheckEnvironment {
  return {
    builtVersion: stampedVersion(document),
    fetch: (input, init) => window.fetch(input, init),
    now: () => Date.now(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    reload,
  };
}
