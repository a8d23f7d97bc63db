import { afterEach, describe, expect, it, vi } from "vitest";

import { createGtagProvider, DENIED_CONSENT } from "./gtag";

/** A window whose cookie writes and added scripts (which load at once) are recorded. */
function fakeWindow() {
  const cookieWrites: string[] = [];
  const loadScript = vi.fn();
  vi.stubGlobal("location", { hostname: "www.khanyisa.example" });
  vi.stubGlobal("document", {
    set cookie(value: string) {
      cookieWrites.push(value);
    },
    createElement: () => ({}),
    head: {
      append: (script: { src: string; onload: () => void }) => {
        loadScript(script.src);
        script.onload();
      },
    },
  });
  const win = { cookieWrites, loadScript } as unknown as Window & {
    cookieWrites: string[];
    loadScript: typeof loadScript;
  };
  vi.stubGlobal("window", win);
  return win;
}

afterEach(() => vi.unstubAllGlobals());

const entries = (win: Window) =>
  (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

describe("the Google Analytics provider", () => {
  it("sets up nothing and loads nothing until it starts; a withdrawal then only clears old cookies", () => {
    const win = fakeWindow();
    const provider = createGtagProvider("G-TEST123");
    provider.send({
      name: "scroll_depth",
      params: { percent: 50, page_path: "/home" },
    });
    provider.withdraw?.();
    expect(win.dataLayer).toBeUndefined();
    expect(win.loadScript).not.toHaveBeenCalled();
    expect(
      (win as unknown as Record<string, unknown>)["ga-disable-G-TEST123"],
    ).toBeUndefined();
    expect(win.cookieWrites).toContain("_ga=; Max-Age=0; Path=/");
  });

  it("on start: consent default (denied), consent update, js, config without automatic page views, then the tag", async () => {
    const win = fakeWindow();
    const provider = createGtagProvider("G-TEST123");
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
    expect(commands[1]?.[2]).toEqual({ analytics_storage: "granted" });
    expect(commands[3]?.[2]).toEqual({ send_page_view: false });
    expect(win.loadScript).toHaveBeenCalledWith(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    );
  });

  it("sends each event as a gtag event with its parameters", async () => {
    const win = fakeWindow();
    const provider = createGtagProvider("G-TEST123");
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

  it("on withdrawal: consent update with everything denied first, the opt-out flag, the cookies gone", async () => {
    const win = fakeWindow();
    const provider = createGtagProvider("G-TEST123");
    await provider.start();
    const before = entries(win).length;
    provider.withdraw?.();
    expect(entries(win).slice(before)).toEqual([
      ["consent", "update", DENIED_CONSENT],
    ]);
    expect(
      (win as unknown as Record<string, unknown>)["ga-disable-G-TEST123"],
    ).toBe(true);
    expect(win.cookieWrites).toContain("_ga=; Max-Age=0; Path=/");
    expect(win.cookieWrites).toContain(
      "_ga_TEST123=; Max-Age=0; Path=/; Domain=khanyisa.example",
    );
  });

  it("on a grant after a withdrawal: consent update granted and the flag off, the tag not loaded again", async () => {
    const win = fakeWindow();
    const provider = createGtagProvider("G-TEST123");
    await provider.start();
    provider.withdraw?.();
    const before = entries(win).length;
    await provider.start();
    expect(entries(win).slice(before)).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    expect(
      (win as unknown as Record<string, unknown>)["ga-disable-G-TEST123"],
    ).toBe(false);
    expect(win.loadScript).toHaveBeenCalledTimes(1);
  });
});
