import { browserStorage } from "../../browser-storage.ts";
import type { AnalyticsEvent } from "../events";
import type { AnalyticsProvider } from "../service";

/** Set `localStorage['analytics:debug'] = '1'` to watch every event in the browser console. */
export const ANALYTICS_DEBUG_KEY = "analytics:debug";

export function debugEnabled(
  storage: Storage | undefined = browserStorage("localStorage"),
): boolean {
  try {
    return storage?.getItem(ANALYTICS_DEBUG_KEY) === "1";
  } catch {
    return false;
  }
}

export function formatDebugLine(event: AnalyticsEvent): string {
  return `[analytics] ${event.name} ${JSON.stringify(event.params)}`;
}

export function createConsoleProvider(
  log: (line: string) => void = console.info,
): AnalyticsProvider {
  return {
    id: "console",
    start: () => Promise.resolve(),
    send: (event) => log(formatDebugLine(event)),
  };
}
