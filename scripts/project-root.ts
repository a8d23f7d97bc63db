import path from "node:path";

/** The repository's top folder, whichever folder a script or the server is started from. */
export const projectRoot = path.resolve(import.meta.dirname, "..");
