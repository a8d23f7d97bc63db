import { afterEach, describe, expect, it, vi } from "vitest";

import { cookieDomains, removeGoogleAnalyticsCookies } from "./gtag";

/** A document whose cookie writes are recorded. */
function recordingDocument(hostname: string) {
  const writes: string[] = [];
  vi.stubGlobal("location", { hostname });
  vi.stubGlobal("document", {
    get cookie() {
      return "";
    },
    set cookie(value: string) {
      writes.push(value);
    },
  });
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe("the Google Analytics cookies", () => {
  it("may sit on the host and on every parent domain, never on an address or a bare name", () => {
    expect(cookieDomains("www.khanyisa.co.za")).toEqual([
      "www.khanyisa.co.za",
      "khanyisa.co.za",
      "co.za",
    ]);
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("::1")).toEqual([]);
  });

  it("are expired host-only and on each of those domains, at the root path", () => {
    const writes = recordingDocument("www.khanyisa.co.za");
    removeGoogleAnalyticsCookies("G-TEST123");
    expect(writes).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=www.khanyisa.co.za",
      "_ga=; Max-Age=0; Path=/; Domain=khanyisa.co.za",
      "_ga=; Max-Age=0; Path=/; Domain=co.za",
      "_ga_TEST123=; Max-Age=0; Path=/",
      "_ga_TEST123=; Max-Age=0; Path=/; Domain=www.khanyisa.co.za",
      "_ga_TEST123=; Max-Age=0; Path=/; Domain=khanyisa.co.za",
      "_ga_TEST123=; Max-Age=0; Path=/; Domain=co.za",
    ]);
  });

  it("are left alone, without an error, where the browser blocks cookies", () => {
    vi.stubGlobal("location", { hostname: "khanyisa.example" });
    vi.stubGlobal("document", {
      set cookie(_value: string) {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(() => removeGoogleAnalyticsCookies("G-TEST123")).not.toThrow();
  });
});
