import { serviceTiles as tiles } from "virtual:service-tiles";

import type { ServiceTile } from "./service-tile.ts";

/**
 * The services' tiles on Home, one per service in the services' order (serviceTile). Derived by
 * the build from content/services.json (scripts/content-reading.ts), so that Home carries the
 * tiles and not every service's features.
 */
export const serviceTiles: readonly ServiceTile[] = tiles;
