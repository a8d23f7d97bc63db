import type { z } from "zod";

import file from "../../content/update-notice.json" with { type: "json" };
import type { updateNoticeSchema } from "./site-messages.schema";

/**
 * The notice shown when a new version of the site is deployed, from `content/update-notice.json`
 * (checked by the build against `updateNoticeSchema`): spec section 8's words, in the site's
 * sentence case and with a typographic ellipsis (design log 081; its schema holds it).
 */
export const updateNotice = file as z.infer<typeof updateNoticeSchema>;
