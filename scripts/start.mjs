// @ts-check
/** `npm start`: build when the build is missing or stale, then serve it. */
import { spawnSync } from "node:child_process";

import { serveUntilStopped } from "../server/serve.mjs";
import { buildIsCurrent, projectRoot } from "./build-inputs.mjs";

if (buildIsCurrent()) {
  console.log("The production build is up to date.");
} else {
  console.log(
    "The production build is missing or out of date: building it now.",
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error(
      "The build failed, so there is nothing to serve. See the messages above.",
    );
    process.exit(build.status ?? 1);
  }
}

await serveUntilStopped().catch((error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
