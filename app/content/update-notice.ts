import type { z } from "zod";

import file from "../../content/update-notice.json" with { type: "json" };
import type { updateNoticeSchema } from "./site-messages.schema";

export const updateNotice = file as z.infer<typeof updateNoticeSchema>;
