import type { Plugin } from "vite";

/** React, React DOM and React Router: the same on every page and between deploys. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/;

/** The root route's static imports in one `shell` chunk, React in another (decision 050). */
export function shellChunkPlugin(): Plugin {
  const shell = new Set<string>();
  return {
    name: "khanyisa:shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: VENDOR, priority: 2 },
                  { name: "shell", test: (id) => shell.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      // The root route and the site's own modules it imports statically; packages are Rolldown's.
      const stack = [...this.getModuleIds()].filter((id) =>
        ROOT_ROUTE.test(id),
      );
      if (stack.length === 0 && this.environment.config.command === "build")
        this.error(
          `No module matches the root route's client module id (${ROOT_ROUTE}): React Router names it differently now. See docs/upgrade-checklist.md, shell chunk.`,
        );
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (shell.has(id) || id.includes("node_modules")) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
