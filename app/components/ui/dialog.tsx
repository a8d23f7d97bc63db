import { useEffect, useId, useRef, type ReactNode } from "react";
import { tabbable } from "tabbable";

import { Icon } from "./icon";

/** The site's modal on native <dialog>, open while mounted; focus returns to the opener. */
export function Dialog({
  onClose,
  title,
  subtitle,
  children,
  size = "md",
}: {
  onClose: () => void;
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
  size?: "md" | "lg";
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    document.documentElement.style.overflow = "hidden";
    headingRef.current?.focus();
    // A body with nothing focusable takes focus itself, to scroll from the keyboard (WCAG 2.1.1).
    const body = bodyRef.current;
    if (body && tabbable(body).length === 0) body.tabIndex = 0;
    else body?.removeAttribute("tabindex");
    return () => {
      if (dialog.open) dialog.close();
      document.documentElement.style.overflow = "";
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    // Escape closes it natively, a backdrop click by the handlers below (Safari lacks `closedby`).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-card bg-canvas p-0 text-ink shadow-raised backdrop:bg-night/70 backdrop:backdrop-blur-sm [@media(max-height:32rem)]:max-h-[calc(100dvh-1rem)] ${size === "lg" ? "max-w-5xl" : "max-w-2xl"}`}
      // The platform closed it: tell the owner, so its state follows.
      onClose={onClose}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the <dialog>: a click on the <dialog> itself hit the backdrop.
        if (
          event.target === event.currentTarget &&
          pressStartedOnBackdrop.current
        )
          onClose();
      }}
      // The platform lets Tab leave for the browser's own controls: keep it cycling inside.
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const focusable = tabbable(event.currentTarget);
        const active = document.activeElement;
        const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
        if (
          active === edge ||
          (event.shiftKey && active === headingRef.current)
        ) {
          event.preventDefault();
          (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
        }
      }}
    >
      {/* Short screens (landscape phone, 400 % zoom): the panel scrolls whole (WCAG 1.4.10). */}
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col [@media(max-height:32rem)]:block [@media(max-height:32rem)]:max-h-[calc(100dvh-1rem)] [@media(max-height:32rem)]:overflow-y-auto [@media(max-height:32rem)]:overscroll-contain">
        {/* A <div>, not a <header>: inside a <dialog> a <header> is a second banner landmark. */}
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-5 sm:px-8 [@media(max-height:32rem)]:py-3">
          <div className="min-w-0">
            <h2
              ref={headingRef}
              id={titleId}
              tabIndex={-1}
              className="text-xl font-bold outline-none sm:text-2xl [@media(max-height:32rem)]:text-lg"
            >
              {title}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{subtitle}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-canvas-subtle hover:text-ink"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div
          ref={bodyRef}
          role="region"
          aria-labelledby={titleId}
          className="overflow-y-auto overscroll-contain px-6 py-6 focus-visible:-outline-offset-3 sm:px-8 [@media(max-height:32rem)]:overflow-visible"
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
