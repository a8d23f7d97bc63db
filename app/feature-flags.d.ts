// Replaced at build time (vite.config.ts `define`), so off code is dropped (decision 032).
/** The contact form on /contact: `SITE_CONTACT_FORM=on` at build time; off in the shipped site. */
declare const __CONTACT_FORM__: boolean;

/** The design tokens' `--color-night` (scripts/theme-color.ts): the browser's theme colour. */
declare const __THEME_COLOR__: string;
