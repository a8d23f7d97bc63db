import { afterEach, describe, expect, it, vi } from "vitest";

import { openMailClient } from "./mailto";

const URL = "mailto:info@khanyisa.example?subject=Hi";

function environment({
  clickFails = false,
  windowResult = {} as unknown,
  openThrows = false,
  hrefFails = false,
  assignFails = false,
} = {}) {
  const link = {
    href: "",
    hidden: false,
    click: vi.fn(() => {
      if (clickFails) throw new Error("click blocked");
    }),
    remove: vi.fn(),
  };
  const location = {
    assigned: [] as string[],
    set href(value: string) {
      if (hrefFails) throw new Error("navigation blocked");
      this.assigned.push(value);
    },
    get href() {
      return "";
    },
    assign: vi.fn((url: string) => {
      if (assignFails) throw new Error("assign blocked");
      location.assigned.push(`assign:${url}`);
    }),
  };
  const open = vi.fn(() => {
    if (openThrows) throw new Error("popup blocked");
    return windowResult;
  });
  vi.stubGlobal("document", {
    createElement: vi.fn(() => link),
    body: { append: vi.fn() },
  });
  vi.stubGlobal("open", open);
  vi.stubGlobal("location", location);
  return { link, location, open };
}

afterEach(() => vi.unstubAllGlobals());

describe("openMailClient", () => {
  it("first clicks a hidden link, and removes it again", () => {
    const { link, open } = environment();
    expect(openMailClient(URL)).toBe("link");
    expect(link.href).toBe(URL);
    expect(link.hidden).toBe(true);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it("then opens a new window", () => {
    const { link, open } = environment({ clickFails: true });
    expect(openMailClient(URL)).toBe("window");
    expect(link.remove).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(URL, "_blank");
  });

  it("then assigns the location, when no window opens", () => {
    const { location } = environment({
      clickFails: true,
      windowResult: null,
    });
    expect(openMailClient(URL)).toBe("location");
    expect(location.assigned).toEqual([URL]);
  });

  it("then calls location.assign", () => {
    const { location } = environment({
      clickFails: true,
      openThrows: true,
      hrefFails: true,
    });
    expect(openMailClient(URL)).toBe("assign");
    expect(location.assigned).toEqual([`assign:${URL}`]);
  });

  it("fails with every cause when all four steps fail", () => {
    environment({
      clickFails: true,
      openThrows: true,
      hrefFails: true,
      assignFails: true,
    });
    const attempt = () => openMailClient(URL);
    expect(attempt).toThrow(AggregateError);
    expect(attempt).toThrow("Unable to open email client");
    try {
      attempt();
    } catch (error) {
      expect((error as AggregateError).errors).toHaveLength(4);
    }
  });
});
