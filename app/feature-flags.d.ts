/**
 * Build-time feature flags, replaced by constants in `vite.config.ts` (`define`) so that code
 * behind a flag that is off never reaches the build (docs/decisions/032).
 */
/** The contact form on /contact: `SITE_CONTACT_FORM=on` at build time; off in the shipped site. */
declare const __CONTACT_FORM__: boolean;
