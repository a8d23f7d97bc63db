import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { blockSiteData } from "./site-data-blocked.test-kit";
import {
  CHECK_INTERVAL_MS,
  createUpdateReload,
  setUpServiceWorker,
  startVersionCheck,
} from "./site-updates";

const workbox = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock("workbox-window", () => ({
  Workbox: class {
    url: string;
    constructor(url: string) {
      this.url = url;
    }
    register = () => workbox.register(this.url);
  },
}));

const NOW = 1_760_000_000_000;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });
const malformed = () => new Response("<!doctype html><p>not JSON");
const offline = () => Promise.reject(new TypeError("Failed to fetch"));
const hanging = () => new Promise<Response>(() => undefined);

/** The page: its version stamp (null: none), an open dialog, the text fields' values. */
function stubPage({
  stamp = "1.0.0+a" as string | null,
  dialogOpen = false,
  values = [] as string[],
  controller = null as object | null,
} = {}) {
  const page = { dialogOpen, values };
  vi.stubGlobal("document", {
    querySelector: (selector: string) => {
      if (selector === "dialog[open]") return page.dialogOpen ? {} : null;
      return stamp === null ? null : { getAttribute: () => stamp };
    },
    querySelectorAll: () => page.values.map((value) => ({ value })),
  });
  const reload = vi.fn();
  vi.stubGlobal("location", { reload });
  const controllerChanges: (() => void)[] = [];
  const container = {
    controller,
    getRegistration: vi.fn(async () => ({ update: vi.fn() })),
    getRegistrations: vi.fn(
      async () => [] as { unregister: () => Promise<boolean> }[],
    ),
    addEventListener: (_type: string, listener: () => void) =>
      controllerChanges.push(listener),
  };
  vi.stubGlobal("navigator", { serviceWorker: container });
  vi.stubGlobal("localStorage", {});
  /** A worker takes control of the page (with clientsClaim, once it has activated). */
  const takeControl = () => controllerChanges.forEach((listener) => listener());
  return { page, reload, container, takeControl };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("startVersionCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  type Answer = string | (() => Response | Promise<Response>);

  /**
   * Starts the check in a page built as `stamp`, with /version.json answering from `answers`,
   * one per request (the last one repeats).
   */
  function start(stamp: string | null, answers: Answer[]) {
    stubPage({ stamp });
    const queue = [...answers];
    const fetch = vi.fn(async (input: string, init?: RequestInit) => {
      // The site never publishes anything else a version could be read from.
      if (!input.startsWith("/version.json")) return json({}, 404);
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (next === undefined) throw new TypeError("Failed to fetch");
      const response =
        typeof next === "function" ? next() : json({ version: next });
      // As the browser does: an abort rejects the request.
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
        void Promise.resolve(response).then(resolve, reject);
      });
    });
    vi.stubGlobal("fetch", fetch);
    const onNotice = vi.fn();
    const onUpdateFound = vi.fn();
    const reload = vi.fn();
    const stop = startVersionCheck({ onNotice, onUpdateFound, reload });
    return { fetch, reload, onNotice, onUpdateFound, stop };
  }

  it("asks nothing at start, then checks every 300000 ms, past every cache, and does nothing while the version is the same", async () => {
    const { fetch, reload, onNotice } = start("1.0.0+a", ["1.0.0+a"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      `/version.json?t=${NOW + CHECK_INTERVAL_MS}`,
      expect.objectContaining({ cache: "no-store" }),
    );
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onNotice).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows the notice on a new version, reloads after 2 s and removes the notice after 5 s", async () => {
    const { reload, onNotice, onUpdateFound } = start("1.0.0+a", ["1.0.0+b"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNotice).toHaveBeenCalledExactlyOnceWith(true);
    expect(onUpdateFound).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(1_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(2_999);
    expect(onNotice).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onNotice).toHaveBeenLastCalledWith(false);
  });

  it("stops checking once an update is found, so it reloads only once", async () => {
    const { fetch, reload } = start("1", ["2", "3"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("takes an empty stamp as 1.0.0", async () => {
    const { reload } = start("", ["1.0.0"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it("never reloads when checks fail and succeed by turns with the same version", async () => {
    const { fetch, reload, onNotice } = start("1.0.0+a", [
      offline,
      "1.0.0+a",
      () => json({}, 503),
      "1.0.0+a",
      offline,
      "1.0.0+a",
    ]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 6 + 10_000);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(onNotice).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("abandons a check that never answers at the timeout, and never runs two at once", async () => {
    const { fetch, reload, onNotice } = start("1.0.0+a", [hanging, "1.0.0+b"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledOnce();
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(onNotice).not.toHaveBeenCalled();
    // The next check starts on time and finds the real update.
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onNotice).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("starts no check while one is still in flight", async () => {
    stubPage();
    // A request that outlives its abort and the next interval, as in a throttled background tab.
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(
            () => resolve(json({ version: "1.0.0+a" })),
            CHECK_INTERVAL_MS + 9_000,
          ),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    startVersionCheck({
      onNotice: vi.fn(),
      onUpdateFound: vi.fn(),
      reload: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["an empty version", () => json({ version: " " })],
    ["malformed JSON", malformed],
    ["JSON without a version", () => json(null)],
    ["a failed request", () => json({}, 503)],
    ["a network error", offline],
  ])("treats %s as no update, silently", async (_, answer) => {
    const errors = vi.spyOn(console, "error");
    const { reload, onNotice } = start("1.0.0+a", [answer]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2 + 10_000);
    expect(onNotice).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("in a page without a stamp, takes the first answer as its version, never a failure", async () => {
    const { fetch, reload, onNotice } = start(null, [
      offline,
      "1.0.0+a",
      "1.0.0+a",
      "1.0.0+b",
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(onNotice).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS + 2_000);
    expect(onNotice).toHaveBeenCalledWith(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stopping clears the interval, any check under way and pending reload and notice timers", async () => {
    const first = start("1", ["1"]);
    first.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(first.fetch).not.toHaveBeenCalled();

    const second = start("1", ["2"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(second.onNotice).toHaveBeenCalledWith(true);
    second.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.onNotice).toHaveBeenCalledTimes(1);
  });
});

describe("createUpdateReload", () => {
  beforeEach(() => vi.useFakeTimers());

  it("reloads at once when due and no service worker controls the page", () => {
    const { reload } = stubPage();
    const updates = createUpdateReload();
    updates.updateFound();
    updates.reloadDue();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("postpones the reload while a dialog is open or a field holds text, and reloads once they are done", () => {
    const { page, reload } = stubPage({ dialogOpen: true, values: ["", "  "] });
    const updates = createUpdateReload();
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    page.dialogOpen = false;
    page.values = ["Thandi"];
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    page.values = ["", "  "];
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("under a service worker, waits for the new worker to take over before reloading", () => {
    const { reload } = stubPage({ controller: {} });
    const updates = createUpdateReload();
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(15_000 - 1);
    expect(reload).not.toHaveBeenCalled();
    updates.newWorkerControls();
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(15_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("lets the notice run its 2 s when the new worker takes over first", () => {
    const { reload } = stubPage({ controller: {} });
    const updates = createUpdateReload();
    updates.updateFound();
    updates.newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
    updates.reloadDue();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads anyway when no new worker takes over in time", () => {
    const { reload } = stubPage({ controller: {} });
    const updates = createUpdateReload();
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(15_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads once the visitor is done when a new worker takes over with no update notice", () => {
    const { page, reload } = stubPage({ controller: {}, dialogOpen: true });
    createUpdateReload().newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
    page.dialogOpen = false;
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stopping cancels a pending reload", () => {
    const { page, reload } = stubPage({ controller: {}, dialogOpen: true });
    const updates = createUpdateReload();
    updates.updateFound();
    updates.reloadDue();
    updates.stop();
    page.dialogOpen = false;
    vi.advanceTimersByTime(30_000);
    updates.newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("setUpServiceWorker", () => {
  /** Sets up with idle callbacks held until `runIdle`. */
  function setUp(production: boolean, options = {}) {
    const page = stubPage(options);
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) =>
      idle.push(callback),
    );
    workbox.register.mockReset().mockResolvedValue(undefined);
    const onNewWorkerControls = vi.fn();
    const errors = vi.spyOn(console, "error").mockReturnValue();
    const warnings = vi.spyOn(console, "warn").mockReturnValue();
    const runIdle = async () => {
      idle.splice(0).forEach((callback) => callback());
      await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    };
    return {
      ...page,
      idle,
      runIdle,
      errors,
      warnings,
      onNewWorkerControls,
      setUp: () => setUpServiceWorker(production, onNewWorkerControls),
    };
  }

  it("registers /sw.js in production, only once the browser is idle", async () => {
    const { idle, runIdle, setUp: run } = setUp(true);
    run();
    expect(workbox.register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(workbox.register).toHaveBeenCalledExactlyOnceWith("/sw.js");
  });

  it("reports a new worker once it controls the page in place of an older one", async () => {
    const test = setUp(true, { controller: {} });
    test.setUp();
    await test.runIdle();
    expect(test.onNewWorkerControls).not.toHaveBeenCalled();
    test.takeControl();
    expect(test.onNewWorkerControls).toHaveBeenCalledOnce();
  });

  it("reports nothing when the first worker claims the page, only a later takeover", () => {
    const test = setUp(true);
    test.setUp();
    test.takeControl();
    expect(test.onNewWorkerControls).not.toHaveBeenCalled();
    test.takeControl();
    expect(test.onNewWorkerControls).toHaveBeenCalledOnce();
  });

  for (const production of [true, false])
    it(`registers nothing and logs nothing where site data is blocked (${production ? "production" : "development"})`, () => {
      const test = setUp(production);
      const unblock = blockSiteData();
      try {
        test.setUp();
      } finally {
        unblock();
      }
      expect(test.idle).toHaveLength(0);
      expect(test.container.getRegistrations).not.toHaveBeenCalled();
      expect(test.errors).not.toHaveBeenCalled();
      expect(test.warnings).not.toHaveBeenCalled();
    });

  // Chromium's words where the visitor blocks site data; a policy can refuse workers alone.
  for (const name of ["NotSupportedError", "SecurityError"])
    it(`only warns when the browser refuses the worker (${name})`, async () => {
      const failure = new DOMException(
        "Failed to register a ServiceWorker for scope ('https://example.com/') with script ('https://example.com/sw.js'): The user denied permission to use Service Worker.",
        name,
      );
      const test = setUp(true);
      workbox.register.mockRejectedValue(failure);
      test.setUp();
      await test.runIdle();
      await vi.waitFor(() =>
        expect(test.warnings).toHaveBeenCalledWith(
          "Service worker registration failed:",
          failure,
        ),
      );
      expect(test.errors).not.toHaveBeenCalled();
    });

  it("only logs any other failed registration", async () => {
    const failure = new Error("SecurityError");
    const test = setUp(true);
    workbox.register.mockRejectedValue(failure);
    test.setUp();
    await test.runIdle();
    await vi.waitFor(() =>
      expect(test.errors).toHaveBeenCalledWith(
        "Service worker registration failed:",
        failure,
      ),
    );
    expect(test.onNewWorkerControls).not.toHaveBeenCalled();
  });

  it("unregisters every worker in development and registers none", async () => {
    const test = setUp(false);
    const registrations = [
      { unregister: vi.fn(async () => true) },
      { unregister: vi.fn(async () => true) },
    ];
    test.container.getRegistrations.mockResolvedValue(registrations);
    test.setUp();
    await vi.waitFor(() =>
      registrations.forEach((r) => expect(r.unregister).toHaveBeenCalledOnce()),
    );
    expect(test.idle).toHaveLength(0);
  });

  it("only logs a failure to unregister in development", async () => {
    const failure = new Error("InvalidStateError");
    const test = setUp(false);
    test.container.getRegistrations.mockResolvedValue([
      { unregister: () => Promise.reject(failure) },
    ]);
    test.setUp();
    await vi.waitFor(() =>
      expect(test.errors).toHaveBeenCalledWith(
        "Could not unregister the service workers:",
        failure,
      ),
    );
  });

  it("does nothing where the browser has no service workers", () => {
    const test = setUp(true);
    vi.stubGlobal("navigator", {});
    test.setUp();
    expect(test.idle).toHaveLength(0);
  });
});
