/**
 * Build-time feature flags (decision 032): vite.config.ts makes each a constant, so the bundler
 * drops the code behind a flag that is off.
 */

/** `SITE_CONTACT_FORM=on` (or `true`, `1`) switches the contact form on; anything else is off. */
export function flagIsOn(value: string | undefined): boolean {
  return ["on", "true", "1"].includes(value?.trim().toLowerCase() ?? "");
}
