// The visitor's analytics consent (POPIA), kept in localStorage. No choice yet means no analytics.
import { browserStorage } from "../browser-storage.ts";

export const CONSENT_STORAGE_KEY = "khanyisa:consent";
const CONSENT_VERSION = 1;

export interface ConsentChoice {
  /** Always true: the site cannot work without its necessary storage. */
  necessary: true;
  analytics: boolean;
  decidedAt: string;
  version: typeof CONSENT_VERSION;
}

export type ConsentState = "pending" | "granted" | "denied";

export function consentState(choice: ConsentChoice | null): ConsentState {
  if (!choice) return "pending";
  return choice.analytics ? "granted" : "denied";
}

function isChoice(value: unknown): value is ConsentChoice {
  const record = value as Record<string, unknown> | null;
  return (
    record?.necessary === true &&
    typeof record.analytics === "boolean" &&
    typeof record.decidedAt === "string" &&
    !Number.isNaN(Date.parse(record.decidedAt)) &&
    record.version === CONSENT_VERSION
  );
}

/** The stored choice, or null when there is none, it is unreadable, or storage is blocked. */
export function readConsent(): ConsentChoice | null {
  const storage = browserStorage("localStorage");
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isChoice(parsed)) return parsed;
    console.warn(
      "Ignoring a stored consent choice in an unknown format; asking again.",
    );
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch (error) {
    console.warn(
      "Could not read the stored consent choice; asking again.",
      error,
    );
  }
  return null;
}

/** Stores the choice; a storage failure is logged and the choice still applies to this visit. */
export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = {
    necessary: true,
    analytics,
    decidedAt: new Date().toISOString(),
    version: CONSENT_VERSION,
  };
  try {
    const storage = browserStorage("localStorage");
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch (error) {
    console.warn(
      "Could not store the consent choice; it applies to this visit only.",
      error,
    );
  }
  return choice;
}
