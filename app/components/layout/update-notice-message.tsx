import { RefreshCw } from "lucide-react";

import { updateNotice } from "../../content/site-updates";

/**
 * "New Version Available": shown when the version check finds a new deploy, just before the page
 * reloads. The slide-in and the spin are dropped for visitors who ask for reduced motion.
 */
export function UpdateNoticeMessage() {
  return (
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
  );
}
