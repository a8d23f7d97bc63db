import file from "../../../content/pages/home.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Home page's hero and search description: `content/pages/home.json`. */
export const homePage = fillPage(file);
