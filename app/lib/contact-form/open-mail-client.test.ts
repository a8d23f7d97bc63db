import { describe, expect, it, vi } from "vitest";

import {
  MailClientError,
  openMailClient,
  type MailClientEnvironment,
} from "./open-mail-client";

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
  const env = {
    document: {
      createElement: vi.fn(() => link),
      body: { append: vi.fn() },
    },
    open: vi.fn(() => {
      if (openThrows) throw new Error("popup blocked");
      return windowResult;
    }),
    location,
  };
  return {
    env: env as unknown as MailClientEnvironment,
    link,
    location,
    open: env.open,
  };
}

describe("openMailClient", () => {
  it("first clicks a hidden link, and removes it again", () => {
    const { env, link, open } = environment();
    expect(openMailClient(URL, env)).toBe("link");
    expect(link.href).toBe(URL);
    expect(link.hidden).toBe(true);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it("then opens a new window", () => {
    const { env, link, open } = environment({ clickFails: true });
    expect(openMailClient(URL, env)).toBe("window");
    expect(link.remove).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(URL, "_blank");
  });

  it("then assigns the location, when no window opens", () => {
    const { env, location } = environment({
      clickFails: true,
      windowResult: null,
    });
    expect(openMailClient(URL, env)).toBe("location");
    expect(location.assigned).toEqual([URL]);
  });

  it("then calls location.assign", () => {
    const { env, location } = environment({
      clickFails: true,
      openThrows: true,
      hrefFails: true,
    });
    expect(openMailClient(URL, env)).toBe("assign");
    expect(location.assigned).toEqual([`assign:${URL}`]);
  });

  it("fails with every cause when all four steps fail", () => {
    const { env } = environment({
      clickFails: true,
      openThrows: true,
      hrefFails: true,
      assignFails: true,
    });
    const attempt = () => openMailClient(URL, env);
    expect(attempt).toThrow(MailClientError);
    expect(attempt).toThrow("Unable to open email client");
    try {
      attempt();
    } catch (error) {
      expect((error as MailClientError).causes).toHaveLength(4);
    }
  });
});
