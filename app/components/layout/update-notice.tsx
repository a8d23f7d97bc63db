import { useEffect, useState, type ComponentType } from "react";

type Notice = ComponentType<{ visible: boolean }>;

/**
 * The new-version notice, mounted once in the page shell. The live region is prerendered and
 * always in the page, so screen readers announce the message when it appears. The version check,
 * the service worker and the message itself load as their own chunks after hydration (the check
 * runs in production only), before any new version can be found. While a modal dialog is open
 * the message moves into it (update-notice-message.tsx), as the page behind is inert.
 */
export function SiteUpdateNotice({
  production = import.meta.env.PROD,
}: {
  production?: boolean;
}) {
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
        stop = startSiteUpdates({ production, onNotice: setVisible });
      },
      (error: unknown) =>
        console.error("Could not load the site update check:", error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [production]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6"
    >
      {Message ? <Message visible={visible} /> : null}
    </div>
  );
}
