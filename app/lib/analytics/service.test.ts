import { afterEach, describe, expect, it, vi } from "vitest";

import type { AnalyticsEvent } from "./events";
import {
  AnalyticsService,
  MAX_QUEUED_EVENTS,
  type AnalyticsProvider,
} from "./service";

/** A provider that records what it receives and starts after `delayMs`. */
function recordingProvider(id = "test", delayMs = 0) {
  const received: AnalyticsEvent[] = [];
  const provider: AnalyticsProvider = {
    id,
    start: () => new Promise((resolve) => setTimeout(resolve, delayMs)),
    send: (event) => received.push(event),
  };
  return { provider, received };
}

/** The button name of a recorded button_click. */
const buttonName = (event: AnalyticsEvent) =>
  "button_name" in event.params ? event.params.button_name : undefined;

const click = (name: string) =>
  ["button_click", { button_name: name, button_location: "footer" }] as const;

describe("AnalyticsService", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("queues events while consent is pending and flushes them in order once granted", async () => {
    vi.useFakeTimers();
    const { provider, received } = recordingProvider("test", 500);
    const service = new AnalyticsService([provider]);
    service.track(...click("one"));
    service.track(...click("two"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([]);

    service.setConsent("granted");
    service.track(...click("three"));
    // Still starting: nothing is sent before the provider is ready.
    await vi.advanceTimersByTimeAsync(499);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(received.map((event) => event.params)).toEqual([
      { button_name: "one", button_location: "footer" },
      { button_name: "two", button_location: "footer" },
      { button_name: "three", button_location: "footer" },
    ]);

    service.track(...click("four"));
    expect(received).toHaveLength(4);
  });

  it("drops everything queued, and everything after, when consent is denied", async () => {
    vi.useFakeTimers();
    const { provider, received } = recordingProvider();
    const service = new AnalyticsService([provider]);
    service.track(...click("before"));
    service.setConsent("denied");
    service.track(...click("after"));
    service.setConsent("granted");
    await vi.runAllTimersAsync();
    expect(received).toEqual([]);
  });

  it("starts sending when consent changes from denied to granted, without the dropped events", async () => {
    vi.useFakeTimers();
    const { provider, received } = recordingProvider();
    const service = new AnalyticsService([provider]);
    service.setConsent("denied");
    service.track(...click("dropped"));
    service.setConsent("granted");
    service.track(...click("kept"));
    await vi.runAllTimersAsync();
    expect(received.map(buttonName)).toEqual(["kept"]);
  });

  it("withdraws every provider on each denial, and starts it again on a later grant", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const provider: AnalyticsProvider = {
      id: "test",
      start: () => {
        calls.push("start");
        return Promise.resolve();
      },
      send: (event) => calls.push(`send ${buttonName(event)}`),
      withdraw: () => calls.push("withdraw"),
    };
    const service = new AnalyticsService([provider]);
    service.setConsent("denied");
    service.setConsent("granted");
    await vi.runAllTimersAsync();
    service.track(...click("one"));
    service.setConsent("denied");
    service.track(...click("after withdrawal"));
    service.setConsent("granted");
    await vi.runAllTimersAsync();
    service.track(...click("two"));
    expect(calls).toEqual([
      "withdraw",
      "start",
      "send one",
      "withdraw",
      "start",
      "send two",
    ]);
  });

  it("starts again after the withdrawal when consent is withdrawn and granted while starting", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const provider: AnalyticsProvider = {
      id: "test",
      start: () => {
        calls.push("start");
        return new Promise((resolve) => setTimeout(resolve, 100));
      },
      send: (event) => calls.push(`send ${buttonName(event)}`),
      withdraw: () => calls.push("withdraw"),
    };
    const service = new AnalyticsService([provider]);
    service.setConsent("granted");
    await vi.advanceTimersByTimeAsync(50);
    service.setConsent("denied");
    service.setConsent("granted");
    service.track(...click("kept"));
    await vi.runAllTimersAsync();
    expect(calls).toEqual(["start", "withdraw", "start", "send kept"]);
  });

  it("gives each provider every event, each in order, even when they start at different times", async () => {
    vi.useFakeTimers();
    const fast = recordingProvider("fast", 10);
    const slow = recordingProvider("slow", 1000);
    const service = new AnalyticsService([fast.provider, slow.provider]);
    service.setConsent("granted");
    service.track(...click("a"));
    await vi.advanceTimersByTimeAsync(10);
    service.track(...click("b"));
    expect(fast.received.map(buttonName)).toEqual(["a", "b"]);
    expect(slow.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(990);
    expect(slow.received.map(buttonName)).toEqual(["a", "b"]);
  });

  it("fills in the default currency of conversions", async () => {
    vi.useFakeTimers();
    const { provider, received } = recordingProvider();
    const service = new AnalyticsService([provider]);
    service.setConsent("granted");
    service.track("conversion", { conversion_name: "newsletter_signup" });
    service.track("conversion", {
      conversion_name: "quote",
      value: 1200,
      currency: "ZAR",
    });
    await vi.runAllTimersAsync();
    expect(received.map((event) => event.params)).toEqual([
      { conversion_name: "newsletter_signup", currency: "USD" },
      { conversion_name: "quote", value: 1200, currency: "ZAR" },
    ]);
  });

  it("keeps at most MAX_QUEUED_EVENTS while waiting, dropping the oldest", async () => {
    vi.useFakeTimers();
    const { provider, received } = recordingProvider();
    const service = new AnalyticsService([provider]);
    for (let index = 0; index < MAX_QUEUED_EVENTS + 5; index += 1)
      service.track(...click(`${index}`));
    service.setConsent("granted");
    await vi.runAllTimersAsync();
    expect(received).toHaveLength(MAX_QUEUED_EVENTS);
    expect(received[0]?.params).toMatchObject({ button_name: "5" });
  });

  it("logs and skips a provider that cannot start, and one that throws on send", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken: AnalyticsProvider = {
      id: "broken",
      start: () => Promise.reject(new Error("blocked by the browser")),
      send: () => undefined,
    };
    const throwing: AnalyticsProvider = {
      id: "throwing",
      start: () => Promise.resolve(),
      send: () => {
        throw new Error("boom");
      },
    };
    const { provider, received } = recordingProvider();
    const service = new AnalyticsService([broken, throwing, provider]);
    service.setConsent("granted");
    service.track(...click("x"));
    await vi.runAllTimersAsync();
    expect(received).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'Analytics provider "broken" could not start.',
      expect.any(Error),
    );
    expect(warn).toHaveBeenCalledWith(
      'Analytics provider "throwing" failed to send button_click.',
      expect.any(Error),
    );
  });
});
