import { z } from "zod";

import { iconNames } from "../components/ui/icon-names.ts";

/** The icon a data file names: a symbol of the site's sprite, by its Lucide name (088). */
export const icon = z.enum(iconNames).meta({ title: "Icon" });
