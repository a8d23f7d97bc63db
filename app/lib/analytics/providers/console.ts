import { browserStorage } from "../../browser-storage.ts";
import type { AnalyticsProvider } from "../service";

/** Set `localStorage['analytics:debug'] = '1'` to watch every event in the browser console. */
export const ANALYTICS_DEBUG_KEY = "analytics:debug";

export function debugEnabled(): boolean {
  try {
    return browserStorage("localStorage")?.getItem(ANALYTICS_DEBUG_KEY) === "1";
  } catch {
    return false;
  }
}

export const consoleProvider: AnalyticsProvider = {
  id: "console",
  start: () => Promise.resolve(),
  send: (event) =>
    console.info(`[analytics] ${event.name} ${JSON.stringify(event.params)}`),
};
