import { useEffect, useState, type ComponentType } from "react";

type Notice = ComponentType<{ visible: boolean }>;

/** Bottom-right, top on phones. */
export const updateNoticePlace =
  "pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6";

/**
 * The new-version notice: its live region is prerendered, so screen readers announce the message
 * when it appears; the version check and the message load as their own chunks after hydration.
 */
export function SiteUpdateNotice() {
  const [visible, setVisible] = useState(false);
  const [Message, setMessage] = useState<Notice | null>(null);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    Promise.all([
      import("../../lib/site-updates"),
      import("./update-notice-message"),
    ]).then(
      ([{ startSiteUpdates }, { UpdateNotice }]) => {
        if (cancelled) return;
        setMessage(() => UpdateNotice);
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
      {Message ? <Message visible={visible} /> : null}
    </div>
  );
}
