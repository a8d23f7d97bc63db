// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's top folder, whichever folder a script or the server is started from. */
export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
