import type { Plugin } from "vite";

import { brandNames } from "../app/content/technologies/marks.ts";

const MODULE_ID = "virtual:brand-marks";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Each brand's slug to its simple-icons file's address: a script of addresses, not 80 KB. */
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
