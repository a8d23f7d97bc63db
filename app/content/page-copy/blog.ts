import file from "../../../content/pages/blog.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Blog page's hero and search description: `content/pages/blog.json`. */
export const blogPage = fillPage(file);
