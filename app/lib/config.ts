/**
 * Build-time settings of the site's backend-as-a-service project (the Firebase web config the
 * original site carried). Only the measurement id is used today, for Google Analytics 4.
 * Every value is optional; without a measurement id no third-party request is ever made.
 */
const env = import.meta.env ?? {};

function optional(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

export const firebaseConfig = {
  apiKey: optional(env.VITE_FIREBASE_API_KEY),
  authDomain: optional(env.VITE_FIREBASE_AUTH_DOMAIN),
  projectId: optional(env.VITE_FIREBASE_PROJECT_ID),
  storageBucket: optional(env.VITE_FIREBASE_STORAGE_BUCKET),
  messagingSenderId: optional(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
  appId: optional(env.VITE_FIREBASE_APP_ID),
  measurementId: optional(env.VITE_FIREBASE_MEASUREMENT_ID),
} as const;

/** A GA4 measurement id looks like G-XXXXXXXXXX; anything else is ignored with a warning. */
export function validMeasurementId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  if (/^G-[A-Z0-9]{4,16}$/.test(id)) return id;
  console.warn(
    `Ignoring VITE_FIREBASE_MEASUREMENT_ID "${id}": expected G- followed by letters and digits.`,
  );
  return undefined;
}
