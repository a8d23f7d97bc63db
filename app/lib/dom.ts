/** Keeps a bar fixed to the viewport's bottom from covering a focused element (WCAG 2.4.11). */
export function keepPageClearOf(bar: HTMLElement): () => void {
  const root = document.documentElement;
  const { body } = document;
  const update = () => {
    // The bar and the gap beneath it.
    const room = Math.max(
      0,
      Math.ceil(window.innerHeight - bar.getBoundingClientRect().top),
    );
    root.style.scrollPaddingBottom = `${room}px`;
    body.style.paddingBottom = `${room}px`;
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  window.addEventListener("resize", update);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", update);
    root.style.scrollPaddingBottom = "";
    body.style.paddingBottom = "";
  };
}

/** Once a bar has removed itself with focus, puts focus back where it came from, or on main. */
export function restoreFocusAfter(bar: HTMLElement): () => void {
  let cameFrom: HTMLElement | null = null;
  const remember = (event: FocusEvent) => {
    const from = event.relatedTarget;
    // Focus coming back from a dialog the bar opened is not where the visitor came from.
    if (
      from instanceof HTMLElement &&
      !bar.contains(from) &&
      !from.closest("dialog")
    )
      cameFrom = from;
  };
  bar.addEventListener("focusin", remember);
  return () => {
    bar.removeEventListener("focusin", remember);
    if (bar.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (cameFrom?.isConnected) cameFrom.focus();
    else document.querySelector("main")?.focus({ preventScroll: true });
  };
}
