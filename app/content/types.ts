/** The five accent colours of the original site's solution cards; services reuse them. */
export const accentColors = [
  "blue",
  "green",
  "red",
  "orange",
  "purple",
] as const;
export type AccentColor = (typeof accentColors)[number];
