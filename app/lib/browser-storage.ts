/** localStorage or sessionStorage; undefined where the visitor blocks site data (it throws). */
export function browserStorage(
  kind: "localStorage" | "sessionStorage",
): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}
