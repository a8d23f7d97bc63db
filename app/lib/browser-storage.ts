/**
 * The browser's localStorage or sessionStorage, or undefined where there is none. Reading either
 * property throws (a SecurityError) where the visitor blocks cookies and site data, so no module
 * reads them directly: every storage access goes through here and copes with undefined.
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
