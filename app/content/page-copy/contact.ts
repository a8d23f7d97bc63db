import file from "../../../content/pages/contact.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Contact page's hero and search description: `content/pages/contact.json`. */
export const contactPage = fillPage(file);
