import { afterEach, describe, expect, it, vi } from "vitest";

import { deviceTypeForWidth } from "../../components/analytics/analytics-tracker";
import { consoleProvider } from "./providers/console";
import { startTimer } from "./timing";

describe("startTimer", () => {
  afterEach(() => vi.useRealTimers());

  it("reports the elapsed milliseconds once, when stopped", () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout"] });
    const report = vi.fn();
    const stop = startTimer(report);
    vi.advanceTimersByTime(1234);
    stop();
    vi.advanceTimersByTime(500);
    stop();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(1234);
  });
});

describe("deviceTypeForWidth", () => {
  it("splits phones, tablets and desktops at 768 and 1024 px", () => {
    expect(deviceTypeForWidth(375)).toBe("mobile");
    expect(deviceTypeForWidth(767)).toBe("mobile");
    expect(deviceTypeForWidth(768)).toBe("tablet");
    expect(deviceTypeForWidth(1023)).toBe("tablet");
    expect(deviceTypeForWidth(1024)).toBe("desktop");
  });
});

describe("the debug line", () => {
  it("names the event and gives its parameters as JSON", () => {
    const info = vi.spyOn(console, "info").mockReturnValue();
    consoleProvider.send({
      name: "scroll_depth",
      params: { percent: 25, page_path: "/home" },
    });
    expect(info).toHaveBeenCalledExactlyOnceWith(
      '[analytics] scroll_depth {"percent":25,"page_path":"/home"}',
    );
    info.mockRestore();
  });
});
