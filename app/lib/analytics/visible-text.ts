/**
 * The words a sighted visitor reads on an element: without its decoration hidden from assistive
 * technology (`aria-hidden`, e.g. "↗") or the words only screen readers hear (`.sr-only`, e.g.
 * "(opens in a new tab)"), spaces collapsed.
 */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy
    .querySelectorAll('[aria-hidden="true"], .sr-only, [hidden]')
    .forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
