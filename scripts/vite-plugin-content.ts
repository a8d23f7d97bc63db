import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import {
  CONTENT_DIR,
  contentFileProblems,
  contentFiles,
} from "../app/content/content-files.ts";

/**
 * Every problem of the data files under `root/content/`: each registered file against its
 * schema, a registered file that is missing, and a file nothing reads.
 */
export function contentProblems(root: string): string[] {
  const problems: string[] = [];
  const registered = new Set(contentFiles.map(({ file }) => file));
  for (const { file, schema } of contentFiles) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      problems.push(`${file}: missing`);
      continue;
    }
    problems.push(...contentFileProblems(file, text, schema));
  }
  for (const entry of readdirSync(path.join(root, CONTENT_DIR), {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    if (!registered.has(file))
      problems.push(
        `${file}: no page reads this file (register it in app/content/content-files.ts)`,
      );
  }
  return problems;
}

/**
 * Checks the content files before anything is bundled, and again in `npm run dev` whenever one
 * changes: the build stops, and the dev server shows its error overlay, naming each file, field
 * and problem.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "khanyisa:content",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const problems = contentProblems(root);
      if (problems.length > 0)
        this.error(`The content has problems:\n${problems.join("\n")}`);
    },
    configureServer(server) {
      // A file changed, added or deleted: each can break the content.
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(path.join(root, CONTENT_DIR))) return;
        const problems = contentProblems(root);
        if (problems.length === 0) return;
        server.config.logger.error(problems.join("\n"));
        server.ws.send({
          type: "error",
          err: {
            message: `The content has problems:\n${problems.join("\n")}`,
            stack: "",
          },
        });
      });
    },
  };
}
