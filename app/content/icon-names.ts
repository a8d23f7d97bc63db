import { homeIcons } from "../components/home/home-icons.ts";
import { servicesIcons } from "../components/services/services-icons.ts";

/**
 * The icon keys a data file may name, one list per page: the keys of the page's map to the icon
 * sprite (components/home/home-icons.ts, components/services/services-icons.ts; decision 088),
 * so a key is written once. The schemas check a file's `icon` against these. The maps are plain
 * data, so the schemas (loaded by the build's config) need no React.
 */
export type HomeIconName = keyof typeof homeIcons;
export type ServicesIconName = keyof typeof servicesIcons;

/** A map's keys, as `z.enum` takes them. */
const keysOf = <Key extends string>(map: Record<Key, string>) =>
  Object.keys(map) as [Key, ...Key[]];

export const homeIconNames = keysOf(homeIcons);
export const servicesIconNames = keysOf(servicesIcons);

/**
 * A service's icon: beside its title on /services and on its tile on Home, so one both pages
 * know how to draw.
 */
export const serviceIconNames = servicesIconNames.filter(
  (name): name is ServicesIconName & HomeIconName => name in homeIcons,
) as [ServicesIconName & HomeIconName, ...(ServicesIconName & HomeIconName)[]];
