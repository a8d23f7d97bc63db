/** The year the site is built (vite.config.ts sets it; Node reads it too); in the editor, this year. */
export const buildYear =
  Number(
    (import.meta.env?.VITE_BUILD_YEAR as string | undefined) ??
      (globalThis as { process?: { env?: Record<string, string | undefined> } })
        .process?.env?.VITE_BUILD_YEAR,
  ) || new Date().getFullYear();
