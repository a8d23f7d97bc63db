import { startTimer } from "./timer";

/**
 * Times one page view. Reports the elapsed milliseconds once, at the first of: the returned stop
 * function (the route changes), the tab going hidden, or the page being left (pagehide), since a
 * phone may never fire anything after hiding the tab.
 */
export function timeOnPage(
  report: (elapsedMs: number) => void,
  win: Pick<Window, "addEventListener" | "removeEventListener"> = window,
  doc: Pick<
    Document,
    "addEventListener" | "removeEventListener" | "visibilityState"
  > = document,
): () => void {
  const stopTimer = startTimer(report);
  const onVisibilityChange = () => {
    if (doc.visibilityState === "hidden") stop();
  };
  function stop() {
    win.removeEventListener("pagehide", stop);
    doc.removeEventListener("visibilitychange", onVisibilityChange);
    stopTimer();
  }
  win.addEventListener("pagehide", stop);
  doc.addEventListener("visibilitychange", onVisibilityChange);
  return stop;
}
