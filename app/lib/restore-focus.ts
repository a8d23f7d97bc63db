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
