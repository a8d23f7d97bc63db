import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  CHECK_INTERVAL_MS,
  fetchLatestVersion,
  readCurrentVersion,
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
): VersionCheckEnvironment & { reload: ReturnType<typeof vi.fn<() => void>> } {
  return {
    fetch,
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (id) => clearInterval(id as NodeJS.Timeout),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
    reload: vi.fn<() => void>(),
  };
}

describe("readCurrentVersion", () => {
  const now = () => NOW;

  it("reads the version field of /version.json", async () => {
    const fetch = fakeFetch({
      "/version.json": () => json({ version: "2.1.0+abc" }),
    });
    expect(await readCurrentVersion({ fetch, now })).toBe("2.1.0+abc");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("uses 1.0.0 when the field is empty", async () => {
    const fetch = fakeFetch({ "/version.json": () => json({ version: "" }) });
    expect(await readCurrentVersion({ fetch, now })).toBe("1.0.0");
  });

  it.each([
    ["a network error", undefined],
    ["a 404", () => json({}, 404)],
    ["malformed JSON", malformed],
    ["JSON without the field", () => json({ build: 3 })],
    ["JSON that is not an object", () => json("1.2.3")],
  ])("falls back to /package.json on %s", async (_, answer) => {
    const fetch = fakeFetch({
      ...(answer ? { "/version.json": answer } : {}),
      "/package.json": () => json({ version: "0.9.0" }),
    });
    expect(await readCurrentVersion({ fetch, now })).toBe("0.9.0");
    expect(fetch).toHaveBeenLastCalledWith("/package.json");
  });

  it.each([
    ["both requests fail", {}],
    [
      "/package.json has no version",
      { "/package.json": () => json({ name: "site" }) },
    ],
    ["/package.json is malformed", { "/package.json": malformed }],
  ])("uses the current timestamp when %s", async (_, answers) => {
    const fetch = fakeFetch(answers);
    expect(await readCurrentVersion({ fetch, now })).toBe(String(NOW));
  });
});

describe("fetchLatestVersion", () => {
  it("bypasses every cache: no-store and a query the caches have never seen", async () => {
    const fetch = fakeFetch({ "/version.json": () => json({ version: "3" }) });
    expect(await fetchLatestVersion({ fetch, now: () => NOW })).toBe("3");
    expect(fetch).toHaveBeenCalledWith(`/version.json?t=${NOW}`, {
      cache: "no-store",
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

  /** Starts the check with /version.json answering from `versions`, one per request. */
  function start(versions: (string | (() => Response | Promise<never>))[]) {
    const queue = [...versions];
    const fetch = fakeFetch({
      "/version.json": () => {
        const next = queue.length > 1 ? queue.shift() : queue[0];
        if (typeof next === "function") return next();
        return json({ version: next });
      },
    });
    const env = environment(fetch);
    const onNotice = vi.fn();
    const onUpdateFound = vi.fn();
    const stop = startVersionCheck(env, { onNotice, onUpdateFound });
    return { fetch, env, onNotice, onUpdateFound, stop };
  }

  it("checks again every 300000 ms and does nothing while the version is the same", async () => {
    const { fetch, env, onNotice } = start(["1.0.0+a"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(onNotice).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("shows the notice on a new version, reloads after 2 s and removes the notice after 5 s", async () => {
    const { env, onNotice, onUpdateFound } = start(["1.0.0+a", "1.0.0+b"]);
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
    const { fetch, env } = start(["1", "2", "3"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it.each([
    ["an empty version", () => json({ version: "" })],
    ["malformed JSON", malformed],
    ["a failed request", () => json({}, 503)],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("treats %s as no update, silently", async (_, answer) => {
    const errors = vi.spyOn(console, "error");
    const { env, onNotice } = start(["1.0.0+a", answer]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2 + 10_000);
    expect(onNotice).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("counts a version differing from the timestamp fallback as an update", async () => {
    const { env, onNotice } = start([
      () => Promise.reject(new TypeError("offline")),
      "1.0.0+a",
    ]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNotice).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it("stopping clears the interval and any pending reload and notice timers", async () => {
    const first = start(["1", "1"]);
    first.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(first.fetch).toHaveBeenCalledTimes(1);

    const second = start(["1", "2"]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(second.onNotice).toHaveBeenCalledWith(true);
    second.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.env.reload).not.toHaveBeenCalled();
    expect(second.onNotice).toHaveBeenCalledTimes(1);
  });
});
