import type { Plugin } from "vite";

/** React, React DOM and React Router: the same on every page and between deploys. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/** Small building blocks several pages share: UI components, the client list. */
const SHARED_BLOCKS =
  /[\\/]app[\\/](components[\\/]ui[\\/]|lib[\\/]initials|content[\\/]clients)/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/;

/**
 * Client chunking for the prerendered pages. Every page loads the root route (the page shell:
 * header, footer, consent, update notice), so the app code the root imports statically goes into
 * one `shell` chunk rather than the two dozen small shared chunks Rolldown makes by default, each
 * with its own request, import list and gzip overhead. React, React DOM and React Router share
 * one `react` chunk of their own, which stays cached across deploys of the site's own code.
 * Routes keep their own chunks; the small pieces several routes share are merged into a few
 * `shared` chunks. Numbers: docs/decisions/050-first-load-javascript.md.
 */
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
              // Rolldown names a route-set group after every route in the set; the names are
              // repeated in each page's HTML and in the route manifest, so keep them short.
              chunkFileNames: ({ name }: { name: string }) =>
                `assets/${name.replace(/~.*$/, "")}-[hash].js`,
              codeSplitting: {
                groups: [
                  { name: "react", test: VENDOR, priority: 2 },
                  { name: "shell", test: (id) => shell.has(id), priority: 1 },
                  // Grouped by the set of routes that use them, as Rolldown would, but a group
                  // under 3 kB (before minifying) joins its nearest neighbour rather than
                  // becoming one more tiny file. 3 kB measured best (decision 050).
                  {
                    name: "shared",
                    test: SHARED_BLOCKS,
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 3_000,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      // The root route and the site's own modules it imports statically. Packages are left to
      // Rolldown, which puts the parts the shell uses beside it.
      const stack = [...this.getModuleIds()].filter((id) =>
        ROOT_ROUTE.test(id),
      );
      // React Router names the root's client module by this query; if that changes, there is
      // no shell chunk and every page loads two dozen small ones instead: stop the build.
      if (stack.length === 0 && this.environment.config.command === "build")
        this.error(
          "No module matches the root route's client module id (" +
            String(ROOT_ROUTE) +
            "): React Router names it differently now. See docs/upgrade-checklist.md, shell chunk.",
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
