import { SCROLL_THRESHOLDS, type ScrollThreshold } from "./events";

/** What shows that the visitor moves the page (keys and presses: Space, Tab, the scroll bar). */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"];

/** Reports each threshold passed in a page view once; scrolls before any input are the site's. */
export function trackScrollDepth(
  report: (percent: ScrollThreshold) => void,
): () => void {
  const win = window;
  const unreported = new Set(SCROLL_THRESHOLDS);
  let visitorActed = false;
  let frame = 0;
  const measure = () => {
    frame = 0;
    const { scrollHeight } = win.document.documentElement;
    // The viewport's bottom in percent; rounding keeps a page scrolled to its end at 100.
    const percent =
      scrollHeight > 0
        ? Math.round(((win.scrollY + win.innerHeight) / scrollHeight) * 1000) /
          10
        : 100;
    for (const threshold of unreported)
      if (percent >= threshold) {
        unreported.delete(threshold);
        report(threshold);
      }
  };
  const onScroll = () => {
    if (visitorActed && !frame) frame = win.requestAnimationFrame(measure);
  };
  const onInput = () => {
    visitorActed = true;
  };
  const listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  VISITOR_INPUT.forEach((type) => win.addEventListener(type, onInput, options));
  win.addEventListener("scroll", onScroll, options);
  return () => {
    listening.abort();
    if (frame) win.cancelAnimationFrame(frame);
  };
}
