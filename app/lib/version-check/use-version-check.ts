import { useEffect, useState } from "react";

import {
  browserVersionCheckEnvironment,
  startVersionCheck,
} from "./version-check";

/**
 * Runs the version check while the site is open (production builds only: the development server
 * reloads itself) and tells whether the "new version" notice should show.
 */
export function useVersionCheck({
  enabled = import.meta.env.PROD,
  onUpdateFound,
}: { enabled?: boolean; onUpdateFound?: () => void } = {}): boolean {
  const [noticeVisible, setNoticeVisible] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    return startVersionCheck(browserVersionCheckEnvironment(), {
      onNotice: setNoticeVisible,
      onUpdateFound,
    });
    // The check starts once per page; a new callback identity must not restart its interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return noticeVisible;
}
