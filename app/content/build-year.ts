/**
 * The year the site is built (vite.config.ts sets it, so a prerendered page shows its build's
 * year, not its visitor's; Node reads the same variable); in the editor, this year. A duration is
 * counted from its date to this year, so no page says “fifteen years” once it is eighteen.
 */
export const buildYear =
  Number(
    (import.meta.env?.VITE_BUILD_YEAR as string | undefined) ??
      (globalThis as { process?: { env?: Record<string, string | undefined> } })
        .process?.env?.VITE_BUILD_YEAR,
  ) || new Date().getFullYear();
