/**
 * For a bar that is not modal and removes itself once used (the consent banner): remembers where
 * focus came from when it entered the bar, and once the bar is gone and has taken focus with it,
 * puts focus back there, or on `fallback` (without scrolling) when it came from outside the page.
 * Returns the function to call after the bar has been removed; it does nothing while the bar is
 * still in the document, or when something else already holds focus (a dialog's opener, say).
 */
export function restoreFocusAfter(
  bar: HTMLElement,
  fallback: () => HTMLElement | null,
): () => void {
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
    else fallback()?.focus({ preventScroll: true });
  };
}
