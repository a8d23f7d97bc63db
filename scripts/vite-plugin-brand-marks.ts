import type { Plugin } from "vite";

import { brandNames } from "../app/content/technologies/marks.ts";

const MODULE_ID = "virtual:brand-marks";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * simple-icons' files of the brands the content may name (marks.ts), as lazy images:
 * `import brandFiles from "virtual:brand-marks"` maps each slug to its file's address, so the
 * script carries addresses, not 80 KB of paths, and a new brand needs no import written by hand.
 */
export function brandMarksPlugin(): Plugin {
  return {
    name: "khanyisa:brand-marks",
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const slugs = Object.keys(brandNames);
      return [
        ...slugs.map(
          (slug, index) =>
            `import mark${index} from "simple-icons/icons/${slug}.svg?no-inline";`,
        ),
        `export default { ${slugs.map((slug, index) => `${JSON.stringify(slug)}: mark${index}`).join(", ")} };`,
      ].join("\n");
    },
  };
}
