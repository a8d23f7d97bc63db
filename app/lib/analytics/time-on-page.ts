/**
 * Times one page view. Reports the elapsed milliseconds once, at the first of: the returned stop
 * function (the route changes), the tab going hidden, or the page being left (pagehide), since a
 * phone may never fire anything after hiding the tab. (Not built on timer.ts: the first-load
 * analytics front imports that, and sharing it would pull it into every page's first load.)
 */
export function timeOnPage(
  report: (elapsedMs: number) => void,
  win: Pick<Window, "addEventListener" | "removeEventListener"> = window,
  doc: Pick<
    Document,
    "addEventListener" | "removeEventListener" | "visibilityState"
  > = document,
): () => void {
  const startedAt = performance.now();
  let stopped = false;
  const onVisibilityChange = () => {
    if (doc.visibilityState === "hidden") stop();
  };
  function stop() {
    win.removeEventListener("pagehide", stop);
    doc.removeEventListener("visibilitychange", onVisibilityChange);
    if (stopped) return;
    stopped = true;
    report(Math.round(performance.now() - startedAt));
  }
  win.addEventListener("pagehide", stop);
  doc.addEventListener("visibilitychange", onVisibilityChange);
  return stop;
}
