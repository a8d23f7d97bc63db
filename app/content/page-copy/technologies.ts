import file from "../../../content/pages/technologies.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Technologies page's hero and search description: `content/pages/technologies.json`. */
export const technologiesPage = fillPage(file);
