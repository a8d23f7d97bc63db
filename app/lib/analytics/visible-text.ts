/** The words a sighted visitor reads: no aria-hidden "↗", no screen-reader-only words. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy
    .querySelectorAll('[aria-hidden="true"], .sr-only, [hidden]')
    .forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The element's name from aria-labelledby or aria-label, roughly. */
export function accessibleName(element: Element): string {
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  const labelled = ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return labelled || element.getAttribute("aria-label") || "";
}
