import file from "../../content/clients.json" with { type: "json" };
import type { clientsFileSchema } from "./clients.schema";
import type { z } from "zod";

export type { Client } from "./clients.schema";

/**
 * The clients, from `content/clients.json` (the build has checked the file against
 * `clientsFileSchema`; see content-files.ts).
 */
export const clients = (file as z.infer<typeof clientsFileSchema>).clients;
