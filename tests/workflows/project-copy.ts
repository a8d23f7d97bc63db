import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  type ArticleFile,
  readArticle,
} from "../../app/content/blog/article-index";

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

/**
 * A project's content as the editor's check before a save is given it (admin/entry-check.ts):
 * the articles' ids and every data file's data, by its path from the project's folder.
 */
export function siteContentOf(dir: string) {
  const files = Object.fromEntries(
    readdirSync(path.join(dir, "content"), {
      recursive: true,
      encoding: "utf8",
    })
      .filter((file) => file.endsWith(".json"))
      .map((file) => {
        const name = `content/${file.split(path.sep).join("/")}`;
        return [name, JSON.parse(readFileSync(path.join(dir, name), "utf8"))];
      }),
  ) as Record<string, unknown>;
  const articleIds = readdirSync(path.join(dir, "content/articles"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.replace(/\.mdx$/, ""));
  return { articleIds, files };
}

/** An article as the editor holds it: the front matter an author writes (the read time is the site's) and the body. */
export function frontMatterOf(file: ArticleFile) {
  const { summary, body } = readArticle(file);
  return {
    summary: Object.fromEntries(
      Object.entries(summary).filter(([key]) => key !== "readTime"),
    ),
    body,
  };
}
