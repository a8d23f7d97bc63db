import type { HomeIconName } from "../components/home/home-icons";
import type { ServicesIconName } from "../components/services/services-icons";

export type { HomeIconName, ServicesIconName };

/** The five accent colours of the original site's solution cards; services reuse them. */
export const accentColors = [
  "blue",
  "green",
  "red",
  "orange",
  "purple",
] as const;
export type AccentColor = (typeof accentColors)[number];

export interface Stat {
  id: string;
  value: string;
  label: string;
}

/** The eyebrow, heading and introduction of a page section. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro: string;
}
