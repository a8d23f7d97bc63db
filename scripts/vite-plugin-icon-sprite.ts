import lucideIconNodes from "lucide-static/icon-nodes.json" with { type: "json" };
import type { Plugin } from "vite";

import { brandNames } from "../app/content/technologies/marks.ts";
import { iconNames } from "../app/components/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

const SPRITE_ID = "virtual:icon-sprite";
const MARKS_ID = "virtual:brand-marks";
const DEV_URL = "/@icon-sprite/icons.svg";
// Lucide's drawing attributes, inherited by every <use>; <Icon> sets the stroke's width.
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

const escapeAttribute = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;");

export const lucideIcons = lucideIconNodes as unknown as Record<
  string,
  IconNode
>;

/** One SVG file with a <symbol id="name"> per icon, in order; throws on a name Lucide lacks. */
export function buildSprite(names: readonly string[]): string {
  const symbols = names.map((name) => {
    const node = lucideIcons[name];
    if (!node) throw new Error(`Lucide has no icon named "${name}".`);
    const shapes = node
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${list}/>`;
      })
      .join("");
    return `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** icon-names.ts as one sprite Vite names by its hash (decision 088), and the brand marks. */
export function iconSpritePlugin(): Plugin {
  const sprite = buildSprite(iconNames);
  return {
    name: "khanyisa:icon-sprite",
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
    resolveId: (source) =>
      [SPRITE_ID, MARKS_ID].includes(source) ? `\0${source}` : undefined,
    load(id) {
      // Each brand's slug to its simple-icons file's address: a script of addresses, not 80 KB.
      if (id === `\0${MARKS_ID}`) {
        const slugs = Object.keys(brandNames);
        return [
          ...slugs.map(
            (slug, index) =>
              `import mark${index} from "simple-icons/icons/${slug}.svg?no-inline";`,
          ),
          `export default { ${slugs.map((slug, index) => `${JSON.stringify(slug)}: mark${index}`).join(", ")} };`,
        ].join("\n");
      }
      if (id !== `\0${SPRITE_ID}`) return undefined;
      if (this.environment.config.command === "serve")
        return `export default ${JSON.stringify(DEV_URL)};`;
      const file = this.emitFile({
        type: "asset",
        name: "icons.svg",
        source: sprite,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${file};`;
    },
  };
}
