import type { z } from "zod";

import file from "../../content/update-notice.json" with { type: "json" };
import type { updateNoticeSchema } from "./site-messages.schema";

/** The notice shown just before a page reloads into a new version of the site. */
export const updateNotice = file as z.infer<typeof updateNoticeSchema>;
