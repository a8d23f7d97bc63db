/** The five accent colours of the original site's solution cards; services reuse them. */
export const accentColors = [
  "blue",
  "green",
  "red",
  "orange",
  "purple",
] as const;
export type AccentColor = (typeof accentColors)[number];

/**
 * Each accent colour by what it draws (app/components/ui/accent.ts draws the five as steps of the
 * brand's palette, so "red" is a navy tile): the editor offers them by these names and keeps the
 * stored values the site reads.
 */
export const accentColorLabels: Record<AccentColor, string> = {
  blue: "Pale blue tile, blue icon",
  purple: "Light blue tile, dark blue icon",
  green: "Light grey tile, dark grey icon",
  orange: "Pale saffron tile, amber icon",
  red: "Navy tile, saffron icon",
};
