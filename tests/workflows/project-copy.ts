import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project, copied where a test may change its content and build it. */

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** A copy of the project's sources in a new temporary folder, sharing its node_modules. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const skipped = new Set(["node_modules", "build", ".git", "test-results"]);
  for (const entry of readdirSync(root))
    if (!skipped.has(entry))
      cpSync(path.join(root, entry), path.join(copy, entry), {
        recursive: true,
      });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

/** The environment of a command run in the copy, without this test run's own Vitest settings. */
function cleanEnvironment() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST",
    ),
  );
}

/** Runs a command in the copy; throws with its output when it fails. */
export const runIn = (copy: string, command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: copy,
    env: cleanEnvironment(),
    stdio: "pipe",
    encoding: "utf8",
  });
