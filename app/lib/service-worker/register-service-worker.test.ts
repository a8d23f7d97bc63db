import { describe, expect, it, vi } from "vitest";

import {
  checkForServiceWorkerUpdate,
  SERVICE_WORKER_URL,
  setUpServiceWorker,
  type ServiceWorkerEnvironment,
  type WorkboxLike,
} from "./register-service-worker";

function fakeWorkbox(
  register: () => Promise<undefined> = async () => undefined,
) {
  const listeners: (() => void)[] = [];
  const workbox: WorkboxLike & { install: () => void } = {
    addEventListener: (_type, listener) => listeners.push(listener),
    register: vi.fn(register),
    install: () => listeners.forEach((listener) => listener()),
  };
  return workbox;
}

function setUp({
  production = true,
  controller = null as object | null,
  registrations = [] as { unregister: () => Promise<boolean> }[],
  workbox = fakeWorkbox(),
  createWorkbox = vi.fn(
    async () => workbox,
  ) as ServiceWorkerEnvironment["createWorkbox"],
} = {}) {
  const idle: (() => void)[] = [];
  const container = {
    controller,
    getRegistrations: vi.fn(async () => registrations),
  } as unknown as ServiceWorkerContainer;
  const env = {
    production,
    container,
    whenIdle: (callback: () => void) => idle.push(callback),
    createWorkbox,
    reload: vi.fn(),
    logError: vi.fn(),
  };
  setUpServiceWorker(env);
  const runIdle = async () => {
    idle.splice(0).forEach((callback) => callback());
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
  };
  return { env, container, workbox, idle, runIdle };
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

  it("reloads at once when a new worker installs while an older one controls the page", async () => {
    const { env, runIdle, workbox } = setUp({ controller: {} });
    await runIdle();
    workbox.install();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it("does not reload on the first install, when no worker controls the page", async () => {
    const { env, runIdle, workbox } = setUp({ controller: null });
    await runIdle();
    workbox.install();
    expect(env.reload).not.toHaveBeenCalled();
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
    expect(env.reload).not.toHaveBeenCalled();
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
      whenIdle: vi.fn(),
      createWorkbox: vi.fn(),
      reload: vi.fn(),
      logError: vi.fn(),
    };
    setUpServiceWorker(env);
    expect(env.whenIdle).not.toHaveBeenCalled();
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
