/** After `react-router build` has prerendered every page; the order of the steps matters. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { runnerImport } from "vite";

import {
  EDITOR_FOLDER,
  filesUnder,
  writeCompressedTwins,
  writeJson,
} from "./build-folder.ts";
import { buildInputsDigest } from "./build-inputs.ts";
import {
  hostingOptionsFromEnv,
  writeHostingFiles,
} from "./hosting/write-hosting-files.ts";
import { deferHydration } from "./defer-hydration.ts";
import { projectRoot } from "./project-root.ts";
import { finishBuild } from "./service-worker.ts";
import { standInSharePictures } from "./share-picture-stand-ins.ts";
import { contentReadingPlugin } from "./vite-plugin-content.ts";
import type * as Documents from "./documents/documents.ts";

// `build/`, or the analytics fixture's; react-router.config.ts reads the same variable.
const buildDir = path.resolve(
  projectRoot,
  process.env.SITE_BUILD_DIRECTORY || "build",
);
const clientDir = path.join(buildDir, "client");
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
/** Below this size compression saves nothing worth a second variant. */
const MIN_BYTES = 1024;

// The PDFs before the hosting files (which check every type); read through Vite, as the pages.
const documentsStarted = performance.now();
const { module: documentsModule } = await runnerImport<typeof Documents>(
  path.join(projectRoot, "scripts/documents/documents.ts"),
  {
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    plugins: [contentReadingPlugin()],
    envPrefix: ["VITE_", "SITE_URL"],
  },
);
let documentBytes = 0;
const documents = await documentsModule.documents();
for (const document of documents) {
  const file = path.join(clientDir, document.path);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, document.bytes);
  documentBytes += document.bytes.length;
}
console.log(
  `postbuild: ${documents.length} documents made from the content (${(documentBytes / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - documentsStarted)} ms.`,
);

// A share picture not drawn yet (an entry added in the editor) is the site's own until it is.
for (const src of standInSharePictures(clientDir))
  console.log(
    `postbuild: ${src} is not drawn yet, so the site's share picture stands in: run \`npm run images\`.`,
  );

// Before anything reads the pages: the precache revisions and the CSP hashes are of the final HTML.
for (const page of filesUnder(clientDir, ".html")) {
  if (page.startsWith(`${EDITOR_FOLDER}/`)) continue;
  const file = path.join(clientDir, page);
  try {
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
}

// Then, so that sw.js is precompressed too; its precache never lists the .br/.gz files.
await finishBuild(clientDir);

// After everything that writes HTML, so the CSP hashes match what is served.
writeHostingFiles(buildDir, hostingOptionsFromEnv());

let compressed = 0;
for (const name of filesUnder(clientDir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(clientDir, name);
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  writeCompressedTwins(file, source);
  compressed += 1;
}

writeJson(path.join(buildDir, "build-inputs.json"), {
  digest: buildInputsDigest(),
  builtAt: new Date().toISOString(),
});
console.log(`postbuild: precompressed ${compressed} files (brotli and gzip).`);
