import { createHash } from "node:crypto";

import lucideIconNodes from "lucide-static/icon-nodes.json" with { type: "json" };
import type { Plugin } from "vite";

import { iconNames } from "../app/components/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
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
export function buildSprite(
  names: readonly string[],
  icons = lucideIcons,
): string {
  const symbols = names.map((name) => {
    const node = icons[name];
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

export function spriteFileName(sprite: string, assetsDir = "assets"): string {
  const hash = createHash("sha256").update(sprite).digest("base64url");
  return `${assetsDir}/icons-${hash.slice(0, 8)}.svg`;
}

/** icon-names.ts as one hashed sprite (decision 088); `virtual:icon-sprite` is its address. */
export function iconSpritePlugin(): Plugin {
  const sprite = buildSprite(iconNames);
  let fileName = "";
  let url = DEV_URL;
  return {
    name: "khanyisa:icon-sprite",
    configResolved(config) {
      if (config.command !== "build") return;
      fileName = spriteFileName(sprite, config.build.assetsDir);
      url = `${config.base}${fileName}`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment?.name === "client" && url !== DEV_URL)
        this.emitFile({ type: "asset", fileName, source: sprite });
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
