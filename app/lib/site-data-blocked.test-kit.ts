/**
 * Makes `localStorage` and `sessionStorage` throw on access, as browsers do where the visitor
 * blocks cookies and site data. Returns a function that puts the originals back.
 */
export function blockSiteData(): () => void {
  const kinds = ["localStorage", "sessionStorage"] as const;
  const originals = kinds.map((kind) =>
    Object.getOwnPropertyDescriptor(globalThis, kind),
  );
  for (const kind of kinds)
    Object.defineProperty(globalThis, kind, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${kind}' property from 'Window': Access is denied for this document.`,
          "SecurityError",
        );
      },
    });
  return () =>
    kinds.forEach((kind, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(globalThis, kind, original);
      else Reflect.deleteProperty(globalThis, kind);
    });
}
