import { describe, expect, it } from "vitest";

import { shellChunkPlugin } from "./vite-plugin-shell-chunk";

/** Calls the plugin's buildEnd as Vite would, with these module ids in the client build. */
function buildEndWith(ids: string[], command: "build" | "serve" = "build") {
  const plugin = shellChunkPlugin();
  const imports: Record<string, string[]> = {
    "/site/app/root.tsx?__react-router-build-client-route": [
      "/site/app/components/layout/site-header.tsx",
      "/site/node_modules/react/index.js",
    ],
  };
  const context = {
    environment: { config: { command } },
    getModuleIds: () => ids.values(),
    getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }),
    error(message: string): never {
      throw new Error(message);
    },
  };
  const buildEnd = plugin.buildEnd as unknown as (this: typeof context) => void;
  buildEnd.call(context);
  return plugin;
}

describe("the shell-chunk plugin", () => {
  it("finds the root route's client module by React Router's id for it", () => {
    expect(() =>
      buildEndWith([
        "/site/app/root.tsx?__react-router-build-client-route",
        "/site/app/components/layout/site-header.tsx",
      ]),
    ).not.toThrow();
  });

  it("stops the build, naming what to check, when React Router names that module differently", () => {
    expect(() => buildEndWith(["/site/app/root.tsx?some-new-query"])).toThrow(
      /root route's client module id[\s\S]*docs\/upgrade-checklist\.md/,
    );
  });

  it("lets the dev server close without a build", () => {
    expect(() => buildEndWith([], "serve")).not.toThrow();
  });
});
