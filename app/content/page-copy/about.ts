import file from "../../../content/pages/about.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The About page's hero and search description: `content/pages/about.json`. */
export const aboutPage = fillPage(file);
