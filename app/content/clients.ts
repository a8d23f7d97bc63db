import file from "../../content/clients.json" with { type: "json" };
import type { clientsFileSchema } from "./clients.schema";
import type { z } from "zod";

export type { Client } from "./clients.schema";

export const clients = (file as z.infer<typeof clientsFileSchema>).clients;
