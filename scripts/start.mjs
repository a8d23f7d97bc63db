// @ts-check
/** `npm start`: build when the build is missing or stale, then serve it. */
import { serveUntilStopped } from "../server/serve.mjs";
import { ensureCurrentBuild } from "./build-inputs.mjs";

ensureCurrentBuild();

await serveUntilStopped();
