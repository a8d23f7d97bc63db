/**
 * The new-version check (spec sections 4, 7 and 9): the version the page started with is read
 * from `/version.json`; every five minutes the file is fetched again, bypassing every cache, and
 * a different, non-empty version means a new deploy: show the notice, then reload.
 * No markup and no globals: fetch, timers and reload are passed in.
 */
export const VERSION_URL = "/version.json";
export const PACKAGE_URL = "/package.json";
export const DEFAULT_VERSION = "1.0.0";
export const CHECK_INTERVAL_MS = 300_000;
export const RELOAD_DELAY_MS = 2_000;
export const NOTICE_DURATION_MS = 5_000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
/** Whatever the timer functions return: a number in browsers, an object in Node. */
type TimerId = unknown;

export interface VersionCheckEnvironment {
  fetch: Fetch;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
  reload: () => void;
}

/** The `version` field of a JSON response: a string (possibly empty), or null if there is none. */
async function versionField(response: Response): Promise<string | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null) return null;
  const version = (body as Record<string, unknown>).version;
  return typeof version === "string" ? version.trim() : null;
}

/**
 * The version the page runs: `/version.json`'s field (`1.0.0` when empty); if that request
 * fails, `/package.json`'s field; else the current timestamp.
 */
export async function readCurrentVersion(
  env: Pick<VersionCheckEnvironment, "fetch" | "now">,
): Promise<string> {
  try {
    const version = await versionField(await env.fetch(VERSION_URL));
    if (version !== null) return version || DEFAULT_VERSION;
  } catch {
    // Falls through to the package fallback, as a failed response does.
  }
  try {
    const version = await versionField(await env.fetch(PACKAGE_URL));
    if (version) return version;
  } catch {
    // Falls through to the timestamp.
  }
  return String(env.now());
}

/** The deployed version, straight from the server; null when the check fails in any way. */
export async function fetchLatestVersion(
  env: Pick<VersionCheckEnvironment, "fetch" | "now">,
): Promise<string | null> {
  try {
    const response = await env.fetch(`${VERSION_URL}?t=${env.now()}`, {
      cache: "no-store",
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

/** Starts the check; the returned function stops every timer it set. */
export function startVersionCheck(
  env: VersionCheckEnvironment,
  { onNotice, onUpdateFound }: VersionCheckCallbacks,
): () => void {
  let stopped = false;
  let current: string | null = null;
  const timeouts: TimerId[] = [];

  const later = (callback: () => void, ms: number) =>
    timeouts.push(env.setTimeout(callback, ms));

  async function check() {
    const latest = await fetchLatestVersion(env);
    if (stopped || current === null || latest === null || latest === current)
      return;
    // One notice and one reload per page: no further checks.
    env.clearInterval(interval);
    onUpdateFound?.(latest);
    onNotice(true);
    later(env.reload, RELOAD_DELAY_MS);
    later(() => onNotice(false), NOTICE_DURATION_MS);
  }

  const interval = env.setInterval(() => void check(), CHECK_INTERVAL_MS);
  void readCurrentVersion(env).then((version) => {
    current = version;
  });

  return () => {
    stopped = true;
    env.clearInterval(interval);
    timeouts.forEach((id) => env.clearTimeout(id));
  };
}

/** The browser's own fetch, timers and reload. */
export function browserVersionCheckEnvironment(): VersionCheckEnvironment {
  return {
    fetch: (input, init) => window.fetch(input, init),
    now: () => Date.now(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    reload: () => window.location.reload(),
  };
}
