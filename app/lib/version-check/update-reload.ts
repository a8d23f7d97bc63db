/**
 * When an update reloads the page (decisions 030, 031): not while a dialog is open or a field
 * holds text, and, under a service worker, once the new worker has taken over (at most
 * WORKER_WAIT_MS), so the reload gets the new build. Reloads at most once.
 */
export const BUSY_POLL_MS = 1_000;
export const WORKER_WAIT_MS = 15_000;

type TimerId = unknown;

export interface UpdateReloadEnvironment {
  /** Whether a service worker controls the page now. */
  controlled: () => boolean;
  /** Whether reloading now would lose something: an open dialog, a field holding text. */
  isBusy: () => boolean;
  reload: () => void;
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
  setInterval: (callback: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
}

export interface UpdateReload {
  /** The version check found a deploy and shows its notice: a new worker waits for reloadDue. */
  updateFound: () => void;
  /** The notice's two seconds are over: reload once the new build can be served. */
  reloadDue: () => void;
  /** A newer service worker controls the page now (the spec's reload on a new worker). */
  newWorkerControls: () => void;
  /** Cancels any pending reload. */
  stop: () => void;
}

export function createUpdateReload(env: UpdateReloadEnvironment): UpdateReload {
  let noticeShown = false;
  let due = false;
  let workerReady = false;
  let requested = false;
  let waitForWorker: TimerId;
  let waitForVisitor: TimerId;

  function request() {
    if (requested) return;
    requested = true;
    env.clearTimeout(waitForWorker);
    if (!env.isBusy()) return env.reload();
    waitForVisitor = env.setInterval(() => {
      if (env.isBusy()) return;
      env.clearInterval(waitForVisitor);
      env.reload();
    }, BUSY_POLL_MS);
  }

  return {
    updateFound() {
      noticeShown = true;
    },
    reloadDue() {
      due = true;
      if (workerReady || !env.controlled()) request();
      else waitForWorker = env.setTimeout(request, WORKER_WAIT_MS);
    },
    newWorkerControls() {
      workerReady = true;
      if (!noticeShown || due) request();
    },
    stop() {
      requested = true;
      env.clearTimeout(waitForWorker);
      env.clearInterval(waitForVisitor);
    },
  };
}

const TEXT_FIELDS = [
  "textarea",
  "input:not([type])",
  ...["text", "email", "tel", "url", "search", "number", "password"].map(
    (type) => `input[type="${type}"]`,
  ),
].join(", ");

/** True while a dialog is open or a text field in the page holds text. */
export function visitorIsBusy(
  page: Pick<ParentNode, "querySelector" | "querySelectorAll">,
): boolean {
  if (page.querySelector("dialog[open]")) return true;
  return [
    ...page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      TEXT_FIELDS,
    ),
  ].some((field) => field.value.trim() !== "");
}
