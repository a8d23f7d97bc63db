import { describe, expect, it, vi } from "vitest";

import { blockSiteData } from "../site-data-blocked.test-kit";
import {
  browserServiceWorkerEnvironment,
  checkForServiceWorkerUpdate,
  SERVICE_WORKER_URL,
  setUpServiceWorker,
  type ServiceWorkerEnvironment,
  type WorkboxLike,
} from "./register-service-worker";

function fakeWorkbox(
  register: () => Promise<undefined> = async () => undefined,
) {
  const workbox: WorkboxLike = { register: vi.fn(register) };
  return workbox;
}

function setUp({
  production = true,
  controller = null as object | null,
  registrations = [] as { unregister: () => Promise<boolean> }[],
  siteDataAllowed = true,
  workbox = fakeWorkbox(),
  createWorkbox = vi.fn(
    async () => workbox,
  ) as ServiceWorkerEnvironment["createWorkbox"],
} = {}) {
  const idle: (() => void)[] = [];
  const controllerChanges: (() => void)[] = [];
  const container = {
    controller,
    getRegistrations: vi.fn(async () => registrations),
    addEventListener: (_type: string, listener: () => void) =>
      controllerChanges.push(listener),
  } as unknown as ServiceWorkerContainer;
  /** A worker takes control of the page (with clientsClaim, once it has activated). */
  const takeControl = () => controllerChanges.forEach((listener) => listener());
  const env = {
    production,
    container,
    siteDataAllowed: () => siteDataAllowed,
    whenIdle: (callback: () => void) => idle.push(callback),
    createWorkbox,
    onNewWorkerControls: vi.fn(),
    logError: vi.fn(),
    logWarning: vi.fn(),
  };
  setUpServiceWorker(env);
  const runIdle = async () => {
    idle.splice(0).forEach((callback) => callback());
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
  };
  return { env, container, workbox, idle, runIdle, takeControl };
}

describe("setUpServiceWorker", () => {
  it("registers /sw.js in production, only once the browser is idle", async () => {
    const { env, idle, runIdle, workbox } = setUp();
    expect(env.createWorkbox).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(env.createWorkbox).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it("reports a new worker once it controls the page in place of an older one", async () => {
    const { env, runIdle, takeControl } = setUp({ controller: {} });
    await runIdle();
    expect(env.onNewWorkerControls).not.toHaveBeenCalled();
    takeControl();
    expect(env.onNewWorkerControls).toHaveBeenCalledOnce();
  });

  it("reports nothing when the first worker claims the page, only a later takeover", async () => {
    const { env, runIdle, takeControl } = setUp({ controller: null });
    await runIdle();
    takeControl();
    expect(env.onNewWorkerControls).not.toHaveBeenCalled();
    takeControl();
    expect(env.onNewWorkerControls).toHaveBeenCalledOnce();
  });

  for (const production of [true, false])
    it(`registers nothing and logs nothing where site data is blocked (${production ? "production" : "development"})`, () => {
      const { env, container, idle } = setUp({
        production,
        siteDataAllowed: false,
      });
      expect(idle).toHaveLength(0);
      expect(container.getRegistrations).not.toHaveBeenCalled();
      expect(env.createWorkbox).not.toHaveBeenCalled();
      expect(env.logError).not.toHaveBeenCalled();
      expect(env.logWarning).not.toHaveBeenCalled();
    });

  // Chromium's words where the visitor blocks site data; a policy can refuse workers alone.
  for (const name of ["NotSupportedError", "SecurityError"])
    it(`only warns when the browser refuses the worker (${name})`, async () => {
      const failure = new DOMException(
        "Failed to register a ServiceWorker for scope ('https://example.com/') with script ('https://example.com/sw.js'): The user denied permission to use Service Worker.",
        name,
      );
      const workbox = fakeWorkbox(() => Promise.reject(failure));
      const { env, runIdle } = setUp({ workbox });
      await runIdle();
      await vi.waitFor(() =>
        expect(env.logWarning).toHaveBeenCalledWith(
          "Service worker registration failed:",
          failure,
        ),
      );
      expect(env.logError).not.toHaveBeenCalled();
    });

  it("only logs a failed registration", async () => {
    const failure = new Error("SecurityError");
    const workbox = fakeWorkbox(() => Promise.reject(failure));
    const { env, runIdle } = setUp({ workbox });
    await runIdle();
    await vi.waitFor(() =>
      expect(env.logError).toHaveBeenCalledWith(
        "Service worker registration failed:",
        failure,
      ),
    );
    expect(env.onNewWorkerControls).not.toHaveBeenCalled();
  });

  it("only logs a failure to load workbox-window", async () => {
    const failure = new TypeError(
      "Failed to fetch dynamically imported module",
    );
    const { env, idle } = setUp({
      createWorkbox: vi.fn(() => Promise.reject(failure)),
    });
    idle.splice(0).forEach((callback) => callback());
    await vi.waitFor(() =>
      expect(env.logError).toHaveBeenCalledWith(
        "Service worker registration failed:",
        failure,
      ),
    );
  });

  it("unregisters every worker in development and registers none", async () => {
    const registrations = [
      { unregister: vi.fn(async () => true) },
      { unregister: vi.fn(async () => true) },
    ];
    const { env, idle } = setUp({ production: false, registrations });
    await vi.waitFor(() =>
      registrations.forEach((r) => expect(r.unregister).toHaveBeenCalledOnce()),
    );
    expect(idle).toHaveLength(0);
    expect(env.createWorkbox).not.toHaveBeenCalled();
  });

  it("only logs a failure to unregister in development", async () => {
    const failure = new Error("InvalidStateError");
    const { env } = setUp({
      production: false,
      registrations: [{ unregister: () => Promise.reject(failure) }],
    });
    await vi.waitFor(() =>
      expect(env.logError).toHaveBeenCalledWith(
        "Could not unregister the service workers:",
        failure,
      ),
    );
  });

  it("does nothing where the browser has no service workers", () => {
    const env = {
      production: true,
      container: undefined,
      siteDataAllowed: () => true,
      whenIdle: vi.fn(),
      createWorkbox: vi.fn(),
      onNewWorkerControls: vi.fn(),
      logError: vi.fn(),
      logWarning: vi.fn(),
    };
    setUpServiceWorker(env);
    expect(env.whenIdle).not.toHaveBeenCalled();
  });
});

describe("browserServiceWorkerEnvironment", () => {
  it("counts site data as blocked where reading localStorage throws", () => {
    vi.stubGlobal("localStorage", {});
    expect(browserServiceWorkerEnvironment(true).siteDataAllowed()).toBe(true);
    const unblock = blockSiteData();
    try {
      expect(browserServiceWorkerEnvironment(true).siteDataAllowed()).toBe(
        false,
      );
    } finally {
      unblock();
      vi.unstubAllGlobals();
    }
  });
});

describe("checkForServiceWorkerUpdate", () => {
  it("asks the registration to update, and swallows a failure", async () => {
    const update = vi.fn(() => Promise.reject(new Error("offline")));
    const container = {
      getRegistration: vi.fn(async () => ({ update })),
    } as unknown as ServiceWorkerContainer;
    checkForServiceWorkerUpdate(container);
    await vi.waitFor(() => expect(update).toHaveBeenCalledOnce());
    checkForServiceWorkerUpdate(undefined);
  });
});
