import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import updateNotice from "../../../content/update-notice.json" with { type: "json" };
import { Icon } from "../ui/icon";

/** Bottom-right, top on phones. */
const updateNoticePlace =
  "pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6";

/**
 * "New version available" before the page reloads, in a prerendered live region; while a modal
 * dialog makes the page inert, in a live region inside that dialog instead (WCAG 4.1.3).
 */
export function SiteUpdateNotice() {
  const [visible, setVisible] = useState(false);
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
    // The version check loads as its own chunk after hydration.
    const stopping = import("../../lib/site-updates").then(
      ({ startSiteUpdates }) =>
        startSiteUpdates({
          production: import.meta.env.PROD,
          onNotice: setVisible,
        }),
      (error: unknown) =>
        console.error("Could not load the site update check:", error),
    );
    return () => {
      observer.disconnect();
      void stopping.then((stop) => stop?.());
    };
  }, []);
  // Still for reduced motion.
  const message = visible ? (
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
  ) : null;
  return (
    <div role="status" aria-live="polite" className={updateNoticePlace}>
      {dialog
        ? createPortal(
            <div role="status" aria-live="polite" className={updateNoticePlace}>
              {message}
            </div>,
            dialog,
          )
        : message}
    </div>
  );
}
