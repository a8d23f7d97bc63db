import file from "../../../content/pages/services.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Services page's hero and search description: `content/pages/services.json`. */
export const servicesPage = fillPage(file);
