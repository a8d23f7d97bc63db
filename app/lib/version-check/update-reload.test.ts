import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  BUSY_POLL_MS,
  createUpdateReload,
  visitorIsBusy,
  WORKER_WAIT_MS,
} from "./update-reload";

describe("createUpdateReload", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp({ controlled = false } = {}) {
    let busy = false;
    const reload = vi.fn();
    const updates = createUpdateReload({
      controlled: () => controlled,
      isBusy: () => busy,
      reload,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (id) => clearInterval(id as NodeJS.Timeout),
    });
    const setBusy = (value: boolean) => {
      busy = value;
    };
    return { updates, reload, setBusy };
  }

  it("reloads at once when due and no service worker controls the page", () => {
    const { updates, reload } = setUp();
    updates.updateFound();
    updates.reloadDue();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("postpones the reload while the visitor is busy, and reloads once they are done", () => {
    const { updates, reload, setBusy } = setUp();
    setBusy(true);
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(BUSY_POLL_MS * 60);
    expect(reload).not.toHaveBeenCalled();
    setBusy(false);
    vi.advanceTimersByTime(BUSY_POLL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(BUSY_POLL_MS * 10);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("under a service worker, waits for the new worker to take over before reloading", () => {
    const { updates, reload } = setUp({ controlled: true });
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(WORKER_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    updates.newWorkerControls();
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(WORKER_WAIT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("lets the notice run its 2 s when the new worker takes over first", () => {
    const { updates, reload } = setUp({ controlled: true });
    updates.updateFound();
    updates.newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
    updates.reloadDue();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads anyway when no new worker takes over in time", () => {
    const { updates, reload } = setUp({ controlled: true });
    updates.updateFound();
    updates.reloadDue();
    vi.advanceTimersByTime(WORKER_WAIT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads at once when a new worker takes over with no update notice", () => {
    const { updates, reload, setBusy } = setUp({ controlled: true });
    setBusy(true);
    updates.newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
    setBusy(false);
    vi.advanceTimersByTime(BUSY_POLL_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stopping cancels a pending reload", () => {
    const { updates, reload, setBusy } = setUp({ controlled: true });
    setBusy(true);
    updates.updateFound();
    updates.reloadDue();
    updates.stop();
    setBusy(false);
    vi.advanceTimersByTime(WORKER_WAIT_MS * 2);
    updates.newWorkerControls();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("visitorIsBusy", () => {
  const page = ({ dialogOpen = false, values = [] as string[] }) => ({
    querySelector: (selector: string) =>
      selector === "dialog[open]" && dialogOpen ? ({} as Element) : null,
    querySelectorAll: () =>
      values.map((value) => ({ value })) as unknown as NodeListOf<never>,
  });

  it("is busy while a dialog is open or a text field holds text", () => {
    expect(visitorIsBusy(page({ dialogOpen: true }))).toBe(true);
    expect(visitorIsBusy(page({ values: ["", "Thandi"] }))).toBe(true);
  });

  it("is not busy with empty or blank fields and no dialog", () => {
    expect(visitorIsBusy(page({ values: ["", "  "] }))).toBe(false);
  });
});
