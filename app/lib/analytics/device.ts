import { browserStorage } from "../browser-storage.ts";

/** The spec's mobile breakpoint (1024 px) splits tablets from desktops; phones end at 768 px. */
export function deviceTypeForWidth(width: number) {
  if (width < 768) return "mobile";
  if (width < 1024) return "tablet";
  return "desktop";
}

export const DEVICE_REPORTED_KEY = "analytics:device-reported";

/** True the first time it is asked in this browser session (tab), false after. */
export function firstTimeThisVisit(): boolean {
  const storage = browserStorage("sessionStorage");
  try {
    if (storage?.getItem(DEVICE_REPORTED_KEY) === "1") return false;
    storage?.setItem(DEVICE_REPORTED_KEY, "1");
    return true;
  } catch {
    return true;
  }
}
