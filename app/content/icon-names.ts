import { homeIcons } from "../components/home/home-icons.ts";
import { servicesIcons } from "../components/services/services-icons.ts";

/** The icon keys a data file may name: the keys of each page's map to the icon sprite (088). */
export type HomeIconName = keyof typeof homeIcons;
export type ServicesIconName = keyof typeof servicesIcons;

const keysOf = <Key extends string>(map: Record<Key, string>) =>
  Object.keys(map) as [Key, ...Key[]];

export const homeIconNames = keysOf(homeIcons);
export const servicesIconNames = keysOf(servicesIcons);

/** A service's icon, drawn on /services and on its tile on Home, so one both maps have. */
export const serviceIconNames = servicesIconNames.filter(
  (name): name is ServicesIconName & HomeIconName => name in homeIcons,
) as [ServicesIconName & HomeIconName, ...(ServicesIconName & HomeIconName)[]];
