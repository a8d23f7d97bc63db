import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";

import { projectWithUploads, removeBuilds } from "./quality/build-test-kit.ts";
import { uploadsPlugin } from "./vite-plugin-uploads.ts";

afterAll(removeBuilds);

describe("uploadsPlugin", { timeout: 30_000 }, () => {
  it("leaves out of the client build each upload no content uses, and keeps the rest of public/", async () => {
    const root = projectWithUploads();
    // A page for Vite to build: the plugin is about the files it copies from public/ beside it.
    writeFileSync(
      path.join(root, "index.html"),
      "<!doctype html><title>Page</title>",
    );
    const outDir = path.join(root, "build/client");
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [uploadsPlugin()],
      build: {
        outDir,
        rollupOptions: { input: path.join(root, "index.html") },
      },
    });
    const shipped = (src: string) => existsSync(path.join(outDir, src));
    expect(shipped("images/uploads/clients/acme.svg")).toBe(true);
    expect(shipped("images/uploads/blog/Cloud.JPEG")).toBe(true);
    expect(shipped("images/blog/drawn-cover.svg")).toBe(true);
    expect(shipped("images/uploads/clients/acme-old.png")).toBe(false);
    expect(shipped("images/uploads/clients/refused.gif")).toBe(false);
  });
});
