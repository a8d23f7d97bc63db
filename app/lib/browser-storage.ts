/**
 * localStorage or sessionStorage, or undefined: reading either throws (SecurityError) where the
 * visitor blocks site data, so every storage access goes through here.
 */
export function browserStorage(
  kind: "localStorage" | "sessionStorage",
): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}
