import type { z } from "zod";

import file from "../../content/service-icons.json" with { type: "json" };
import type { serviceIconsFileSchema } from "./services.schema";

/**
 * Each service's short name and tile icon, from `content/service-icons.json` (checked by the
 * build against `serviceIconsFileSchema`): the home page's services preview and the chips atop
 * /services.
 */
export const serviceIcons = (file as z.infer<typeof serviceIconsFileSchema>)
  .tiles;
