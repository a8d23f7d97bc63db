import { describe, expect, it, vi } from "vitest";

import { ANALYTICS_GRANTED, createGtagProvider, DENIED_CONSENT } from "./gtag";

function fakeWindow() {
  return { dataLayer: undefined } as unknown as Window;
}

const entries = (win: Window) =>
  (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

describe("the Google Analytics provider", () => {
  it("records consent default, denied, and loads nothing until it starts", () => {
    const win = fakeWindow();
    const loadScript = vi.fn(() => Promise.resolve());
    createGtagProvider({ measurementId: "G-TEST123", win, loadScript });
    expect(entries(win)).toEqual([["consent", "default", DENIED_CONSENT]]);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("on start: consent update, js, config without automatic page views, then the tag", async () => {
    const win = fakeWindow();
    const loadScript = vi.fn(() => Promise.resolve());
    const provider = createGtagProvider({
      measurementId: "G-TEST123",
      win,
      loadScript,
    });
    await provider.start();
    const commands = entries(win);
    expect(
      commands.map((args) => [
        args[0],
        args[1] instanceof Date ? "date" : args[1],
      ]),
    ).toEqual([
      ["consent", "default"],
      ["consent", "update"],
      ["js", "date"],
      ["config", "G-TEST123"],
    ]);
    expect(commands[1]?.[2]).toEqual(ANALYTICS_GRANTED);
    expect(commands[3]?.[2]).toEqual({ send_page_view: false });
    expect(loadScript).toHaveBeenCalledWith(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    );
  });

  it("sends each event as a gtag event with its parameters", async () => {
    const win = fakeWindow();
    const provider = createGtagProvider({
      measurementId: "G-TEST123",
      win,
      loadScript: () => Promise.resolve(),
    });
    await provider.start();
    provider.send({
      name: "scroll_depth",
      params: { percent: 50, page_path: "/home" },
    });
    expect(entries(win).at(-1)).toEqual([
      "event",
      "scroll_depth",
      { percent: 50, page_path: "/home" },
    ]);
  });
});
