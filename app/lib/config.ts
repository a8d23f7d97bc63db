/**
 * The GA4 measurement id built in, or undefined: without one no third-party request is made.
 * Anything but G-XXXXXXXXXX is ignored, with a warning.
 */
export function measurementId(
  value: unknown = import.meta.env?.VITE_FIREBASE_MEASUREMENT_ID,
): string | undefined {
  const id = typeof value === "string" ? value.trim() : "";
  if (!id) return undefined;
  if (/^G-[A-Z0-9]{4,16}$/.test(id)) return id;
  console.warn(
    `Ignoring VITE_FIREBASE_MEASUREMENT_ID "${id}": expected G- followed by letters and digits.`,
  );
  return undefined;
}
