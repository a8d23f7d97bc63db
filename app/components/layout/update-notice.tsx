import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import updateNotice from "../../../content/update-notice.json" with { type: "json" };
import { Icon } from "../ui/icon";

/** Bottom-right, top on phones. */
const updateNoticePlace =
  "pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6";

/** "New version available", just before the page reloads; still for reduced motion. */
function UpdateNoticeMessage() {
  return (
    <div className="flex w-full max-w-sm items-center gap-4 rounded-card border border-on-night-line bg-night p-4 text-on-night shadow-raised motion-safe:animate-[update-notice-in_240ms_ease-out] sm:w-auto sm:pr-6">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-night"
      >
        <Icon
          name="refresh-cw"
          className="size-5 motion-safe:animate-spin motion-safe:[animation-duration:1.6s]"
        />
      </span>
      <p className="text-sm leading-snug">
        <strong className="block text-base font-bold">
          {updateNotice.title}
        </strong>
        <span className="text-on-night-soft">{updateNotice.body}</span>
      </p>
    </div>
  );
}

/** The modal dialog open now, if any: everything outside it is inert, hidden from screen readers. */
function useOpenDialog() {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () =>
      setDialog(document.querySelector<HTMLDialogElement>("dialog[open]"));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ["open"],
    });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/**
 * The message in the page's live region, or, while a modal dialog makes the page inert, in a live
 * region inside that dialog, there (empty) from the moment it opens, so it is announced (WCAG 4.1.3).
 */
function UpdateNotice({ visible }: { visible: boolean }) {
  const dialog = useOpenDialog();
  if (!dialog) return visible ? <UpdateNoticeMessage /> : null;
  return createPortal(
    <div role="status" aria-live="polite" className={updateNoticePlace}>
      {visible ? <UpdateNoticeMessage /> : null}
    </div>,
    dialog,
  );
}

/**
 * The new-version notice: its live region is prerendered, so screen readers announce the message
 * when it appears; the version check loads as its own chunk after hydration.
 */
export function SiteUpdateNotice() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    import("../../lib/site-updates").then(
      ({ startSiteUpdates }) => {
        if (cancelled) return;
        stop = startSiteUpdates({
          production: import.meta.env.PROD,
          onNotice: setVisible,
        });
      },
      (error: unknown) =>
        console.error("Could not load the site update check:", error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className={updateNoticePlace}>
      <UpdateNotice visible={visible} />
    </div>
  );
}
