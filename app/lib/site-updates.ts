import { browserStorage } from "./browser-storage";

/** Keeps an open page current: service worker and version check (decisions 030, 031, 064). */
export const SERVICE_WORKER_URL = "/sw.js";
export const CHECK_INTERVAL_MS = 300_000;
/** A check that has not answered by then is abandoned (no update), so checks never pile up. */
const CHECK_TIMEOUT_MS = 10_000;
const RELOAD_DELAY_MS = 2_000;
const NOTICE_DURATION_MS = 5_000;
const BUSY_POLL_MS = 1_000;
const WORKER_WAIT_MS = 15_000;

export function startSiteUpdates({
  production,
  onNotice,
}: {
  production: boolean;
  onNotice: (visible: boolean) => void;
}): () => void {
  const updates = createUpdateReload();
  setUpServiceWorker(production, updates.newWorkerControls);
  // The development server reloads by itself, and it has no /version.json.
  if (!production) return updates.stop;
  const stopCheck = startVersionCheck({
    onNotice,
    onUpdateFound: () => {
      updates.updateFound();
      // The browser looks for a new /sw.js now; if that fails, it looks again on the reload.
      serviceWorkerContainer()
        ?.getRegistration()
        .then((registration) => registration?.update())
        .catch(() => undefined);
    },
    reload: updates.reloadDue,
  });
  return () => {
    stopCheck();
    updates.stop();
  };
}

export function startVersionCheck({
  onNotice,
  onUpdateFound,
  reload,
}: {
  onNotice: (visible: boolean) => void;
  onUpdateFound: () => void;
  /** The notice's two seconds are over. */
  reload: () => void;
}): () => void {
  let stopped = false;
  const stamp = document
    .querySelector('meta[name="build-version"]')
    ?.getAttribute("content");
  let current = stamp == null ? null : stamp.trim() || "1.0.0";
  let inFlight: AbortController | null = null;
  const timeouts: ReturnType<typeof setTimeout>[] = [];

  async function check() {
    if (stopped || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
    const latest = await fetch(`/version.json?t=${Date.now()}`, {
      cache: "no-store",
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { version?: unknown } | null) =>
        typeof body?.version === "string" ? body.version.trim() || null : null,
      )
      .catch(() => null);
    clearTimeout(timeout);
    inFlight = null;
    if (stopped || latest === null || latest === current) return;
    // A page without a stamp takes the first answer as its own version, never a guess.
    if (current === null) {
      current = latest;
      return;
    }
    // One notice and one reload per page: no further checks.
    stopped = true;
    clearInterval(interval);
    onUpdateFound();
    onNotice(true);
    timeouts.push(
      setTimeout(reload, RELOAD_DELAY_MS),
      setTimeout(() => onNotice(false), NOTICE_DURATION_MS),
    );
  }

  const interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
  if (current === null) void check();

  return () => {
    stopped = true;
    inFlight?.abort();
    clearInterval(interval);
    timeouts.forEach(clearTimeout);
  };
}

/** Reloads when the visitor is not busy and, under a service worker, once the new one controls. */
export function createUpdateReload() {
  let noticeShown = false;
  let due = false;
  let workerReady = false;
  let requested = false;
  let waitForWorker: ReturnType<typeof setTimeout> | undefined;
  let waitForVisitor: ReturnType<typeof setInterval> | undefined;

  function request() {
    if (requested) return;
    requested = true;
    clearTimeout(waitForWorker);
    if (!visitorIsBusy()) return location.reload();
    waitForVisitor = setInterval(() => {
      if (visitorIsBusy()) return;
      clearInterval(waitForVisitor);
      location.reload();
    }, BUSY_POLL_MS);
  }

  return {
    /** The version check found a deploy and shows its notice: a new worker waits for reloadDue. */
    updateFound() {
      noticeShown = true;
    },
    reloadDue() {
      due = true;
      if (workerReady || !serviceWorkerContainer()?.controller) request();
      else waitForWorker = setTimeout(request, WORKER_WAIT_MS);
    },
    /** A newer service worker controls the page now (the spec's reload on a new worker). */
    newWorkerControls() {
      workerReady = true;
      if (!noticeShown || due) request();
    },
    stop() {
      requested = true;
      clearTimeout(waitForWorker);
      clearInterval(waitForVisitor);
    },
  };
}

const TEXT_FIELDS =
  'textarea, input:is(:not([type]), [type="text"], [type="email"], [type="tel"], [type="url"], [type="search"], [type="number"], [type="password"])';

/** Reloading now would lose something: a dialog is open or a text field holds text. */
function visitorIsBusy(): boolean {
  if (document.querySelector("dialog[open]")) return true;
  return [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      TEXT_FIELDS,
    ),
  ].some((field) => field.value.trim() !== "");
}

export function setUpServiceWorker(
  production: boolean,
  onNewWorkerControls: () => void,
): void {
  const container = serviceWorkerContainer();
  // Blocked site data blocks workers too: the visitor's choice, not a failure, so nothing is logged.
  if (!container || !browserStorage("localStorage")) return;
  if (!production) {
    container
      .getRegistrations()
      .then((registrations) =>
        Promise.all(registrations.map((each) => each.unregister())),
      )
      .catch((error: unknown) =>
        console.error("Could not unregister the service workers:", error),
      );
    return;
  }
  // The first worker to claim the page replaces nothing: only a takeover from another counts.
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (controlled) onNewWorkerControls();
    controlled = true;
  });
  // Safari has no idle callback.
  const whenIdle =
    globalThis.requestIdleCallback ??
    ((callback: () => void) => setTimeout(callback, 1_000));
  whenIdle(() => void register(), { timeout: 10_000 });
}

async function register() {
  try {
    const { Workbox } = await import("workbox-window");
    await new Workbox(SERVICE_WORKER_URL).register();
  } catch (error) {
    // A browser refusing workers (a policy, a private window) is its choice, not a failure.
    const refused =
      error instanceof DOMException &&
      ["NotSupportedError", "SecurityError"].includes(error.name);
    (refused ? console.warn : console.error)(
      "Service worker registration failed:",
      error,
    );
  }
}

function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  try {
    return "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
  } catch {
    return undefined;
  }
}
