import file from "../../content/clients.json" with { type: "json" };
import type { Client } from "./clients.schema";

export type { Client } from "./clients.schema";

export const clients = file.clients as Client[];
