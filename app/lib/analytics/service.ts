import type { ConsentState } from "../consent/consent";
import {
  EVENT_DEFAULTS,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsEvents,
} from "./events";

/** Where events go: Google Analytics, the debug console, a test double. */
export interface AnalyticsProvider {
  readonly id: string;
  /** Prepares the provider once consent is granted (e.g. loads its script). */
  start(): Promise<void>;
  send(event: AnalyticsEvent): void;
}

/** Events kept while waiting for consent or a provider, at most; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;

interface ProviderSlot {
  provider: AnalyticsProvider;
  state: "idle" | "starting" | "ready" | "failed";
  queue: AnalyticsEvent[];
}

/**
 * Sends each event to every provider, in order. Until consent is granted, and until a provider
 * has started, its events wait in a queue; when consent is denied, queued and new events are
 * dropped. A provider that fails to start is logged and skipped.
 */
export class AnalyticsService {
  private consent: ConsentState = "pending";
  private readonly slots: ProviderSlot[] = [];

  constructor(providers: AnalyticsProvider[] = []) {
    providers.forEach((provider) => this.addProvider(provider));
  }

  addProvider(provider: AnalyticsProvider) {
    if (this.slots.some((slot) => slot.provider.id === provider.id)) return;
    const slot: ProviderSlot = { provider, state: "idle", queue: [] };
    this.slots.push(slot);
    if (this.consent === "granted") this.startSlot(slot);
  }

  get consentState(): ConsentState {
    return this.consent;
  }

  setConsent(state: ConsentState) {
    this.consent = state;
    if (state === "denied") {
      this.slots.forEach((slot) => (slot.queue = []));
    } else if (state === "granted") {
      this.slots.forEach((slot) => this.startSlot(slot));
    }
  }

  track<Name extends AnalyticsEventName>(
    name: Name,
    params: AnalyticsEvents[Name],
  ) {
    if (this.consent === "denied") return;
    const event = {
      name,
      params: { ...EVENT_DEFAULTS[name], ...params },
    } as AnalyticsEvent;
    for (const slot of this.slots) {
      if (this.consent === "granted" && slot.state === "ready") {
        this.deliver(slot, event);
      } else if (slot.state !== "failed") {
        slot.queue.push(event);
        if (slot.queue.length > MAX_QUEUED_EVENTS) slot.queue.shift();
      }
    }
  }

  /** Events waiting for a provider, for tests and diagnostics. */
  queued(providerId: string): readonly AnalyticsEvent[] {
    return (
      this.slots.find((slot) => slot.provider.id === providerId)?.queue ?? []
    );
  }

  private startSlot(slot: ProviderSlot) {
    if (slot.state !== "idle") return;
    slot.state = "starting";
    slot.provider.start().then(
      () => {
        slot.state = "ready";
        if (this.consent !== "granted") return;
        const waiting = slot.queue;
        slot.queue = [];
        waiting.forEach((event) => this.deliver(slot, event));
      },
      (error: unknown) => {
        slot.state = "failed";
        slot.queue = [];
        console.warn(
          `Analytics provider "${slot.provider.id}" could not start.`,
          error,
        );
      },
    );
  }

  private deliver(slot: ProviderSlot, event: AnalyticsEvent) {
    try {
      slot.provider.send(event);
    } catch (error) {
      console.warn(
        `Analytics provider "${slot.provider.id}" failed to send ${event.name}.`,
        error,
      );
    }
  }
}

/**
 * A provider whose code is loaded only when consent is granted and it starts, so visitors who
 * never consent never download it. Events sent before then wait in the service's queue.
 */
export function deferredProvider(
  id: string,
  load: () => Promise<AnalyticsProvider>,
): AnalyticsProvider {
  let loaded: AnalyticsProvider | undefined;
  return {
    id,
    async start() {
      const provider = await load();
      await provider.start();
      loaded = provider;
    },
    send(event) {
      loaded?.send(event);
    },
  };
}
