import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import {
  CONTENT_DIR,
  contentFileProblems,
  contentFiles,
  contentFolders,
} from "../app/content/content-files.ts";
import {
  expiringSoon,
  expiryWarning,
  supplierInformationSchema,
} from "../app/content/supplier-information.schema.ts";
import { filesUnder } from "./build-folder.ts";
import {
  derivedContent,
  isContentJson,
  readContentJson,
} from "./content-reading.ts";

/** Each data file missing, against its schema, not named after its id, or read by nothing. */
export function contentProblems(root: string): string[] {
  const problems: string[] = [];
  const registered = new Set(contentFiles.map(({ file }) => file));
  for (const { file, schema } of contentFiles) {
    const full = path.join(root, file);
    if (!existsSync(full)) problems.push(`${file}: missing`);
    else
      problems.push(
        ...contentFileProblems(file, readFileSync(full, "utf8"), schema),
      );
  }
  for (const { folder, schema, idField } of contentFolders) {
    const dir = path.join(root, folder);
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
      : [];
    if (files.length === 0) problems.push(`${folder}: holds no .json file`);
    for (const name of files) {
      const file = `${folder}/${name}`;
      registered.add(file);
      const text = readFileSync(path.join(root, file), "utf8");
      const fileProblems = contentFileProblems(file, text, schema);
      problems.push(...fileProblems);
      if (fileProblems.length > 0) continue;
      const id = (JSON.parse(text) as Record<string, unknown>)[idField];
      if (`${String(id)}.json` !== name)
        problems.push(
          `${file}: the file must be named after its ${idField}, as ${String(id)}.json`,
        );
    }
  }
  for (const name of filesUnder(path.join(root, CONTENT_DIR), ".json")) {
    const file = `${CONTENT_DIR}/${name}`;
    if (!registered.has(file))
      problems.push(
        `${file}: no page reads this file (register it in app/content/content-files.ts)`,
      );
  }
  return problems;
}

const SUPPLIER_INFORMATION = "content/supplier-information.json";

/** What will soon stop the build: each credential within 60 days of its expiry, to renew in time. */
export function contentWarnings(root: string): string[] {
  const file = path.join(root, SUPPLIER_INFORMATION);
  // A missing file is one of the content's problems already.
  if (!existsSync(file)) return [];
  const parsed = supplierInformationSchema.safeParse(
    JSON.parse(readFileSync(file, "utf8")),
  );
  if (!parsed.success) return [];
  return expiringSoon(parsed.data.credentials).map(
    (soon) => `${SUPPLIER_INFORMATION}: ${expiryWarning(soon)}`,
  );
}

/** The content read as content-reading.ts reads it, so the pages ship finished text. */
export function contentReadingPlugin(): Plugin {
  let root = process.cwd();
  let publicDir = path.join(root, "public");
  return {
    name: "khanyisa:content-reading",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir || path.join(root, "public");
    },
    resolveId(id) {
      return id in derivedContent ? `\0${id}` : undefined;
    },
    load(id) {
      const derived = id.startsWith("\0")
        ? derivedContent[id.slice(1)]
        : undefined;
      if (!derived) return undefined;
      for (const file of derived.files)
        this.addWatchFile(path.join(root, CONTENT_DIR, file));
      return derived.source(root);
    },
    transform(code, id) {
      // A file asked for as its text or its address (`?raw`, `?url`) is not read as data.
      if (/[?&](raw|url)\b/.test(id)) return undefined;
      const file = id.split("?")[0] ?? id;
      if (!isContentJson(root, file)) return undefined;
      return { code: readContentJson(code, publicDir), map: null };
    },
  };
}

/** Checks the content before bundling and on each change in `npm run dev` (the overlay). */
export function contentPlugin(): Plugin[] {
  return [
    contentReadingPlugin(),
    {
      name: "khanyisa:content",
      buildStart() {
        const { consumer, root } = this.environment.config;
        const problems = contentProblems(root);
        if (problems.length > 0)
          this.error(`The content has problems:\n${problems.join("\n")}`);
        // Once, for the site's client build (the server build reads the same content).
        if (consumer === "client")
          for (const warning of contentWarnings(root)) this.warn(warning);
      },
      configureServer(server) {
        const { root } = server.config;
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
    },
  ];
}
