import type { HomeIconName } from "./icon-names.ts";
import type { AccentColor } from "./types.ts";

/** A service's tile on Home and its chip atop /services: its short name, icon and colour. */
export interface ServiceTile {
  id: number;
  name: string;
  icon: HomeIconName;
  color: AccentColor;
}

/** A service's tile, drawn from the service itself (never a second list to keep in step). */
export const serviceTile = (service: {
  id: number;
  shortName: string;
  image: HomeIconName;
  color: AccentColor;
}): ServiceTile => ({
  id: service.id,
  name: service.shortName,
  icon: service.image,
  color: service.color,
});
