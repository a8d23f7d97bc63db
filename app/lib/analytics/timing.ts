/** The element's name from aria-labelledby or aria-label, roughly. */
export function accessibleName(element: Element): string {
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  const labelled = ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return labelled || element.getAttribute("aria-label") || "";
}

/** Reports the elapsed milliseconds once, at the first call of the returned stop function. */
export function startTimer(report: (elapsedMs: number) => void): () => void {
  const startedAt = performance.now();
  let stopped = false;
  return () => {
    if (!stopped) report(Math.round(performance.now() - startedAt));
    stopped = true;
  };
}

/** Times a page view until stopped, the tab hidden (a phone may fire nothing after) or left. */
export function timeOnPage(report: (elapsedMs: number) => void): () => void {
  const stopTimer = startTimer(report);
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") stop();
  };
  function stop() {
    window.removeEventListener("pagehide", stop);
    document.removeEventListener("visibilitychange", onVisibilityChange);
    stopTimer();
  }
  window.addEventListener("pagehide", stop);
  document.addEventListener("visibilitychange", onVisibilityChange);
  return stop;
}

/** Times each modal `<dialog>`: one report per opening, by its accessible name. */
export function watchDialogTime(
  report: (dialogName: string, elapsedMs: number) => void,
): () => void {
  const open = new Map<HTMLDialogElement, () => void>();
  const check = () => {
    for (const [dialog, stop] of open) {
      if (dialog.open && dialog.isConnected) continue;
      open.delete(dialog);
      stop();
    }
    for (const dialog of document.querySelectorAll("dialog[open]")) {
      if (dialog instanceof HTMLDialogElement && !open.has(dialog)) {
        const name = accessibleName(dialog) || "dialog";
        open.set(
          dialog,
          startTimer((elapsedMs) => report(name, elapsedMs)),
        );
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open"],
  });
  check();
  return () => {
    observer.disconnect();
    open.clear();
  };
}
