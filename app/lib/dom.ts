const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest("[hidden], [inert]") &&
      element.getClientRects().length > 0,
  );
}

let scrollLocks = 0;
let savedOverflow = "";

/** Stops the page behind an overlay from scrolling; returns the function that undoes it. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = "hidden";
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

/**
 * Keeps a bar fixed to the bottom of the viewport from covering the page: while it is shown, the
 * page ends above it and an element that takes focus scrolls clear of it (WCAG 2.4.11). Returns
 * the function that undoes it.
 */
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
