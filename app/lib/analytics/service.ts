import {
  consentState,
  readConsent,
  type ConsentState,
} from "../consent/consent";
import type { AnalyticsEvent, AnalyticsEvents } from "./events";
import { consoleProvider, debugEnabled } from "./providers/console";
import { createGtagProvider } from "./providers/gtag";

/** Where events go: Google Analytics, the debug console, a test double. */
export interface AnalyticsProvider {
  readonly id: string;
  /** Prepares the provider once consent is granted (e.g. loads its script). */
  start(): Promise<void>;
  send(event: AnalyticsEvent): void;
  /** Consent refused or withdrawn (started or not): remove what the provider stored. */
  withdraw?(): void;
}

/** Events kept while waiting for consent, at most; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;

/** Later starts and events wait for `started`; `grant` counts denials: a denial since is stale. */
const slotFor = (provider: AnalyticsProvider) => ({
  provider,
  started: Promise.resolve(),
  grant: -1,
  ready: false,
  failed: false,
});
type ProviderSlot = ReturnType<typeof slotFor>;

/** Sends events to every provider once consent is granted; a denial drops them, withdraws. */
export class AnalyticsService {
  consentState: ConsentState = "pending";
  private denials = 0;
  private waiting: AnalyticsEvent[] = [];
  private readonly slots: ProviderSlot[];

  constructor(providers: AnalyticsProvider[]) {
    this.slots = providers.map(slotFor);
  }

  setConsent(state: ConsentState) {
    this.consentState = state;
    if (state === "denied") {
      this.denials += 1;
      this.waiting = [];
      for (const slot of this.slots) {
        slot.ready = false;
        this.call(slot, "withdraw", () => slot.provider.withdraw?.());
      }
    } else if (state === "granted") {
      this.slots.forEach((slot) => this.start(slot));
      const waiting = this.waiting;
      this.waiting = [];
      waiting.forEach((event) => this.send(event));
    }
  }

  track<Name extends keyof AnalyticsEvents>(
    name: Name,
    params: AnalyticsEvents[Name],
  ) {
    if (this.consentState === "denied") return;
    // The spec's default currency.
    const defaults = name === "conversion" ? { currency: "USD" } : {};
    const event = {
      name,
      params: { ...defaults, ...params },
    } as AnalyticsEvent;
    if (this.consentState === "granted") this.send(event);
    else if (this.waiting.push(event) > MAX_QUEUED_EVENTS) this.waiting.shift();
  }

  private start(slot: ProviderSlot) {
    if (slot.grant === this.denials) return;
    const grant = (slot.grant = this.denials);
    const current = () => grant === this.denials && !slot.failed;
    slot.started = slot.started.then(async () => {
      // Denied again before this start began: the next grant starts it.
      if (!current()) return;
      try {
        await slot.provider.start();
        slot.ready = current();
      } catch (error) {
        slot.failed = true;
        console.warn(
          `Analytics provider "${slot.provider.id}" could not start.`,
          error,
        );
      }
    });
  }

  private send(event: AnalyticsEvent) {
    for (const slot of this.slots) {
      const deliver = () =>
        this.call(slot, `send ${event.name}`, () => slot.provider.send(event));
      if (slot.ready) deliver();
      else void slot.started.then(() => slot.ready && deliver());
    }
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

/** The GA4 id built in; without one no third-party request is made. */
function builtInMeasurementId(): string | undefined {
  const value: unknown = import.meta.env?.VITE_FIREBASE_MEASUREMENT_ID;
  const id = typeof value === "string" ? value.trim() : "";
  if (!id || /^G-[A-Z0-9]{4,16}$/.test(id)) return id || undefined;
  console.warn(
    `Ignoring VITE_FIREBASE_MEASUREMENT_ID "${id}": expected G- followed by letters and digits.`,
  );
}

/** The debug console when asked for, GA when a measurement id is built in, and stored consent. */
export function createBrowserAnalytics(): AnalyticsService {
  const providers = debugEnabled() ? [consoleProvider] : [];
  const measurementId = builtInMeasurementId();
  if (measurementId) providers.push(createGtagProvider(measurementId));
  const service = new AnalyticsService(providers);
  service.setConsent(consentState(readConsent()));
  return service;
}
