import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  CHECK_INTERVAL_MS,
  fetchLatestVersion,
  CHECK_TIMEOUT_MS,
  stampedVersion,
  startVersionCheck,
  type VersionCheckEnvironment,
} from "./version-check";

const NOW = 1_760_000_000_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status });
const malformed = () => new Response("<!doctype html><p>not JSON");

/** A fetch answering each URL (its path, without the query) from a queue or a fixed answer. */
function fakeFetch(answers: Record<string, () => Response | Promise<never>>) {
  return vi.fn(async (input: string) => {
    const answer = answers[input.split("?")[0] ?? input];
    if (!answer) throw new TypeError(`Failed to fetch ${input}`);
    return answer();
  });
}

function environment(
  fetch: VersionCheckEnvironment["fetch"],
  builtVersion: string | null,
): VersionCheckEnvironment & { reload: ReturnType<typeof vi.fn<() => void>> } {
  return {
    builtVersion,
    fetch,
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (id) => clearInterval(id as NodeJS.Timeout),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
    reload: vi.fn<() => void>(),
  };
}

describe("stampedVersion", () => {
  const page = (html: string) => {
    const content = /content="([^"]*)"/.exec(html)?.[1];
    return {
      querySelector: (selector: string) =>
        selector === 'meta[name="build-version"]' && content !== undefined
          ? ({ getAttribute: () => content } as unknown as Element)
          : null,
    };
  };

  it("reads the version the build stamped into the page", () => {
    expect(
      stampedVersion(page('<meta name="build-version" content="2.1.0+abc">')),
    ).toBe("2.1.0+abc");
  });

  it("is 1.0.0 when the stamp is empty, and null when there is none", () => {
    expect(stampedVersion(page('<meta content="">'))).toBe("1.0.0");
    expect(stampedVersion(page(""))).toBeNull();
  });
});

describe("fetchLatestVersion", () => {
  it("bypasses every cache: no-store and a query the caches have never seen", async () => {
    const fetch = fakeFetch({ "/version.json": () => json({ version: "3" }) });
    expect(await fetchLatestVersion({ fetch, now: () => NOW })).toBe("3");
    expect(fetch).toHaveBeenCalledWith(`/version.json?t=${NOW}`, {
      cache: "no-store",
      signal: undefined,
    });
  });

  it.each([
    ["a network error", {}],
    ["a server error", { "/version.json": () => json({}, 500) }],
    ["malformed JSON", { "/version.json": malformed }],
    ["an empty version", { "/version.json": () => json({ version: " " }) }],
  ])("is null on %s", async (_, answers) => {
    expect(
      await fetchLatestVersion({ fetch: fakeFetch(answers), now: () => NOW }),
    ).toBeNull();
  });
});

describe("startVersionCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  type Answer = string | (() => Response | Promise<Response>);

  /**
   * Starts the check in a page built as `built`, with /version.json answering from `answers`,
   * one per request (the last one repeats).
   */
  function start(built: string | null, answers: Answer[]) {
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
    const env = environment(fetch, built);
    const onNotice = vi.fn();
    const onUpdateFound = vi.fn();
    const stop = startVersionCheck(env, { onNotice, onUpdateFound });
    return { fetch, env, onNotice, onUpdateFound, stop };
  }
  const offline = () => Promise.reject(new TypeError("Failed to fetch"));
  const hanging = () => new Promise<Response>(() => undefined);

  it("asks nothing at start, then checks every 300000 ms and does nothing while the version is the same", async () => {
    const { fetch, env, onNotice } = start("1.0.0+a", ["1.0.0+a"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onNotice).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("shows the notice on a new version, reloads after 2 s and removes the notice after 5 s", async () => {
    const { env, onNotice, onUpdateFound } = start("1.0.0+a", ["1.0.0+b"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNotice).toHaveBeenCalledExactlyOnceWith(true);
    expect(onUpdateFound).toHaveBeenCalledExactlyOnceWith("1.0.0+b");

    await vi.advanceTimersByTimeAsync(1_999);
    expect(env.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.reload).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(2_999);
    expect(onNotice).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onNotice).toHaveBeenLastCalledWith(false);
  });

  it("stops checking once an update is found, so it reloads only once", async () => {
    const { fetch, env } = start("1", ["2", "3"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it("never reloads when the request fails at page load and succeeds later with nothing deployed", async () => {
    const { env, onNotice } = start("1.0.0+a", [offline, "1.0.0+a"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 6 + 10_000);
    expect(onNotice).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("never reloads when checks fail and succeed by turns with the same version", async () => {
    const { fetch, env, onNotice } = start("1.0.0+a", [
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
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("abandons a check that never answers at the timeout, and never runs two at once", async () => {
    const { fetch, env, onNotice } = start("1.0.0+a", [hanging, "1.0.0+b"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledOnce();
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(onNotice).not.toHaveBeenCalled();
    // The next check starts on time and finds the real update.
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - CHECK_TIMEOUT_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onNotice).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it("starts no check while one is still in flight", async () => {
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(json({ version: "1.0.0+a" })), 9_000),
      );
    const env = environment(vi.fn(slow), "1.0.0+a");
    // An interval shorter than a check, as a throttled background tab may fire them.
    env.setInterval = (callback) => setInterval(callback, 1_000);
    startVersionCheck(env, { onNotice: vi.fn() });
    await vi.advanceTimersByTimeAsync(9_500);
    expect(env.fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(env.fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["an empty version", () => json({ version: "" })],
    ["malformed JSON", malformed],
    ["a failed request", () => json({}, 503)],
    ["a network error", offline],
  ])("treats %s as no update, silently", async (_, answer) => {
    const errors = vi.spyOn(console, "error");
    const { env, onNotice } = start("1.0.0+a", [answer]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2 + 10_000);
    expect(onNotice).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("in a page without a stamp, takes the first answer as its version, never a failure", async () => {
    const { fetch, env, onNotice } = start(null, [
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
    expect(env.reload).toHaveBeenCalledOnce();
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
    expect(second.env.reload).not.toHaveBeenCalled();
    expect(second.onNotice).toHaveBeenCalledTimes(1);
  });
});
