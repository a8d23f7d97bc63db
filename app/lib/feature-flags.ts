/**
 * Reading build-time feature flags (docs/decisions/032). `vite.config.ts` turns each into a
 * constant (`__CONTACT_FORM__`, declared in `app/feature-flags.d.ts`) that the code tests directly,
 * so the bundler drops the code behind a flag that is off, dynamic imports included.
 */

/** `SITE_CONTACT_FORM=on` (or `true`, `1`) switches the contact form on; anything else is off. */
export function flagIsOn(value: string | undefined): boolean {
  return ["on", "true", "1"].includes(value?.trim().toLowerCase() ?? "");
}
