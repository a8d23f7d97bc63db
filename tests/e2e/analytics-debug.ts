import type { Page } from "@playwright/test";

import { ANALYTICS_DEBUG_KEY } from "../../app/lib/analytics/providers/console";

export interface LoggedEvent {
  name: string;
  params: Record<string, unknown>;
}

/** Turns on the debug console provider and collects every `[analytics] …` line the page logs. */
export async function watchAnalytics(page: Page): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, "1"),
    ANALYTICS_DEBUG_KEY,
  );
  page.on("console", (message) => {
    const match = /^\[analytics\] (\S+) (.*)$/.exec(message.text());
    if (match?.[1] && match[2])
      events.push({ name: match[1], params: JSON.parse(match[2]) });
  });
  return events;
}

export const named = (events: LoggedEvent[], name: string) =>
  events.filter((e) => e.name === name);
