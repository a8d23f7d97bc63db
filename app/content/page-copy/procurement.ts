import file from "../../../content/pages/procurement.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The supplier information page's hero and search description: `content/pages/procurement.json`. */
export const procurementPage = fillFactsIn<PageContent>(file);
