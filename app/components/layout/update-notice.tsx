import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";

import { updateNotice } from "../../content/site-updates";

/**
 * "New Version Available": shown when the version check finds a new deploy, just before the page
 * reloads. The live region is always in the page, so screen readers announce the text when it
 * appears; the slide-in is dropped for visitors who ask for reduced motion.
 */
export function UpdateNotice({ visible }: { visible: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6"
    >
      {visible ? (
        <div className="flex w-full max-w-sm items-center gap-4 rounded-card border border-on-night-line bg-night p-4 text-on-night shadow-raised motion-safe:animate-[update-notice-in_240ms_ease-out] sm:w-auto sm:pr-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-night"
          >
            <RefreshCw className="size-5 motion-safe:animate-spin motion-safe:[animation-duration:1.6s]" />
          </span>
          <p className="text-sm leading-snug">
            <strong className="block text-base font-bold">
              {updateNotice.title}
            </strong>
            <span className="text-on-night-soft">{updateNotice.body}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The version check with its notice, mounted once in the page shell. The check and the service
 * worker load as their own chunk after hydration (production only); the live region is
 * prerendered, so it stays here.
 */
export function SiteUpdateNotice({
  production = import.meta.env.PROD,
}: {
  production?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    import("../../lib/site-updates").then(
      ({ startSiteUpdates }) => {
        if (!cancelled)
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
  return <UpdateNotice visible={visible} />;
}
