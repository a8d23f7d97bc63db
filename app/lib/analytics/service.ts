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
  /**
   * Consent refused or taken back: stop sending and remove what the provider stored. Called on
   * every denial, started or not; a later grant calls `start` again.
   */
  withdraw?(): void;
}

/** Events kept while waiting for consent or a provider, at most; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;

interface ProviderSlot {
  provider: AnalyticsProvider;
  state: "idle" | "starting" | "ready" | "failed";
  queue: AnalyticsEvent[];
  /** Consent was withdrawn while the provider was starting: that start's grant is stale. */
  withdrawnWhileStarting: boolean;
}

/**
 * Sends each event to every provider, in order; events wait until consent and the provider starts,
 * and are dropped on denial. A provider that fails to start is logged and skipped.
 */
export class AnalyticsService {
  private consent: ConsentState = "pending";
  private readonly slots: ProviderSlot[] = [];

  constructor(providers: AnalyticsProvider[] = []) {
    providers.forEach((provider) => this.addProvider(provider));
  }

  addProvider(provider: AnalyticsProvider) {
    if (this.slots.some((slot) => slot.provider.id === provider.id)) return;
    const slot: ProviderSlot = {
      provider,
      state: "idle",
      queue: [],
      withdrawnWhileStarting: false,
    };
    this.slots.push(slot);
    if (this.consent === "granted") this.startSlot(slot);
  }

  get consentState(): ConsentState {
    return this.consent;
  }

  setConsent(state: ConsentState) {
    this.consent = state;
    if (state === "denied") {
      this.slots.forEach((slot) => this.withdrawSlot(slot));
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

  private withdrawSlot(slot: ProviderSlot) {
    slot.queue = [];
    if (slot.state === "ready") slot.state = "idle";
    if (slot.state === "starting") slot.withdrawnWhileStarting = true;
    this.call(slot, "withdraw", () => slot.provider.withdraw?.());
  }

  private startSlot(slot: ProviderSlot) {
    if (slot.state !== "idle") return;
    slot.state = "starting";
    slot.provider.start().then(
      () => {
        const stale = slot.withdrawnWhileStarting;
        slot.withdrawnWhileStarting = false;
        slot.state = "idle";
        // Withdrawn while starting (its withdrawal is done): it waits for the next grant.
        if (this.consent !== "granted") return;
        // Withdrawn, then granted again, while starting: grant again, after the withdrawal.
        if (stale) {
          this.startSlot(slot);
          return;
        }
        slot.state = "ready";
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
    this.call(slot, `send ${event.name}`, () => slot.provider.send(event));
  }

  /** One provider's failure is logged and never stops the others. */
  private call(slot: ProviderSlot, what: string, run: () => void) {
    try {
      run();
    } catch (error) {
      console.warn(
        `Analytics provider "${slot.provider.id}" failed to ${what}.`,
        error,
      );
    }
  }
}

/** Loads the provider's code only on consent, so visitors who never consent never download it. */
export function deferredProvider(
  id: string,
  load: () => Promise<AnalyticsProvider>,
  /** Withdraws while the provider's code is not loaded (e.g. removes its cookies of a past visit). */
  withdrawUnloaded?: () => void,
): AnalyticsProvider {
  let loaded: AnalyticsProvider | undefined;
  let wanted = false;
  return {
    id,
    async start() {
      wanted = true;
      const provider = await load();
      loaded = provider;
      // Withdrawn while its code loaded: it never starts.
      if (wanted) await provider.start();
    },
    send(event) {
      loaded?.send(event);
    },
    withdraw() {
      wanted = false;
      if (loaded) loaded.withdraw?.();
      else withdrawUnloaded?.();
    },
  };
}
