import { startTimer } from "./timer";

/**
 * Times one page view. Reports the elapsed milliseconds once, at the first of: the returned stop
 * function (the route changes), the tab going hidden, or the page being left (pagehide), since a
 * phone may never fire anything after hiding the tab.
 */
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
