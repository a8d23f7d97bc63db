import { afterEach, describe, expect, it, vi } from "vitest";

import { fileDownload } from "../../components/analytics/deferred-analytics-tracker";
import {
  createConsentFollower,
  webVitalsParams,
} from "../../components/analytics/analytics-tracker";
import { timeOnPage } from "./timing";

const PAGE = "https://www.example.co.za/blog";

describe("fileDownload", () => {
  const link = (href: string, download: string | null = null, text = "") =>
    [new URL(href, PAGE), download, text] as const;

  it("names the file of a link to the feed, a PDF or an icon, with its extension and text", () => {
    expect(fileDownload(...link("/blog/rss.xml", null, "RSS feed"))).toEqual({
      file_name: "rss.xml",
      file_extension: "xml",
      file_url: "https://www.example.co.za/blog/rss.xml",
      link_text: "RSS feed",
    });
    expect(
      fileDownload(...link("/docs/PAIA%20manual.PDF", null, "The PAIA manual")),
    ).toMatchObject({
      file_name: "PAIA manual.PDF",
      file_extension: "pdf",
      link_text: "The PAIA manual",
    });
    expect(fileDownload(...link("/favicon.ico"))?.file_name).toBe(
      "favicon.ico",
    );
  });

  it("takes a download attribute's name, or the path's when it is empty", () => {
    expect(fileDownload(...link("/export", "report.csv"))).toMatchObject({
      file_name: "report.csv",
      file_extension: "csv",
    });
    expect(fileDownload(...link("/export", ""))).toMatchObject({
      file_name: "export",
      file_extension: "",
    });
  });

  it("ignores pages, fragments, mail and phone links", () => {
    for (const href of [
      "/services",
      "/blog/",
      "#main",
      "mailto:info@khanyisa.example",
      "tel:+27100000000",
      "https://example.org/about",
    ])
      expect(fileDownload(...link(href)), href).toBeNull();
  });
});

describe("timeOnPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function fakePage() {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), {
      visibilityState: "visible" as DocumentVisibilityState,
    });
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", doc);
    return { win, doc };
  }

  it("reports the time on the page once, when the route changes", () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout"] });
    const { win } = fakePage();
    const report = vi.fn();
    const stop = timeOnPage(report);
    vi.advanceTimersByTime(4_200);
    stop();
    win.dispatchEvent(new Event("pagehide"));
    stop();
    expect(report).toHaveBeenCalledExactlyOnceWith(4_200);
  });

  it("reports when the tab is hidden or the page is left, not when it becomes visible", () => {
    vi.useFakeTimers({ toFake: ["performance", "setTimeout"] });
    const { win, doc } = fakePage();
    const report = vi.fn();
    timeOnPage(report);
    vi.advanceTimersByTime(1_000);
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(report).toHaveBeenCalledExactlyOnceWith(2_500);

    const left = vi.fn();
    timeOnPage(left);
    vi.advanceTimersByTime(700);
    win.dispatchEvent(new Event("pagehide"));
    win.dispatchEvent(new Event("pagehide"));
    expect(left).toHaveBeenCalledExactlyOnceWith(700);
  });
});

describe("createConsentFollower", () => {
  function follower(alreadyReported = false) {
    const calls: string[] = [];
    let marked = alreadyReported;
    const follow = createConsentFollower({
      reportDevice: () => calls.push("device"),
      reportPageView: () => calls.push("page_view"),
      firstTimeThisVisit: () => {
        calls.push("mark");
        const first = !marked;
        marked = true;
        return first;
      },
    });
    return { follow, calls };
  }

  it("banner Accept: the device report queued while pending is delivered; the visit is marked", () => {
    const { follow, calls } = follower();
    follow("pending");
    follow("granted");
    expect(calls).toEqual(["device", "mark"]);
  });

  it("Reject, then accept later: sends again the page view and the device the denial dropped", () => {
    const { follow, calls } = follower();
    follow("pending");
    follow("denied");
    follow("granted");
    expect(calls).toEqual(["device", "page_view", "mark", "device"]);
  });

  it("a stored denial, then Cookie settings accept: page view and device", () => {
    const { follow, calls } = follower();
    follow("denied");
    follow("granted");
    expect(calls).toEqual(["page_view", "mark", "device"]);
  });

  it("already granted: the device once per visit, nothing on repeated states", () => {
    const { follow, calls } = follower(true);
    follow("granted");
    follow("granted");
    expect(calls).toEqual(["mark"]);
  });

  it("granted, denied, granted again: the page view again, the device not twice", () => {
    const { follow, calls } = follower();
    follow("granted");
    follow("denied");
    follow("granted");
    expect(calls).toEqual(["mark", "device", "page_view"]);
  });
});

describe("webVitalsParams", () => {
  it("keeps the metric's name, rating, id and navigation type; rounds the value", () => {
    expect(
      webVitalsParams({
        name: "LCP",
        value: 1234.56,
        delta: 1234.56,
        rating: "good",
        id: "v5-1",
        entries: [],
        navigationType: "navigate",
        navigationId: 1,
      }),
    ).toEqual({
      metric_name: "LCP",
      value: 1235,
      delta: 1235,
      rating: "good",
      metric_id: "v5-1",
      navigation_type: "navigate",
    });
    expect(
      webVitalsParams({
        name: "CLS",
        value: 0.123456,
        delta: 0.02,
        rating: "needs-improvement",
        id: "v5-2",
        entries: [],
        navigationType: "back-forward-cache",
        navigationId: 2,
      }),
    ).toMatchObject({ value: 0.1235, delta: 0.02 });
  });
});
