/**
 * Build-time feature flags (docs/decisions/032). A flag is a constant in the bundle, so a build
 * with the flag off contains none of the code behind it.
 */
declare const __CONTACT_FORM__: boolean | undefined;

/** `SITE_CONTACT_FORM=on` (or `true`, `1`) switches the contact form on; anything else is off. */
export function flagIsOn(value: string | undefined): boolean {
  return ["on", "true", "1"].includes(value?.trim().toLowerCase() ?? "");
}

export const features = {
  /** The contact form on /contact: off in the shipped site (the spec). */
  contactForm: typeof __CONTACT_FORM__ === "boolean" && __CONTACT_FORM__,
} as const;
