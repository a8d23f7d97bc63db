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
