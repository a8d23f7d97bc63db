import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import Color from "color";
import type { Plugin } from "vite";

import { projectRoot } from "./project-root.ts";
import { designColours } from "./theme-color.ts";

/** The drawn scenes and the stylesheet's images: their colours name the design tokens. */
const SCENE = /[\\/]app[\\/](assets[\\/]illustrations|styles)[\\/][\w-]+\.svg$/;
const PAINTED = path.join(projectRoot, "node_modules/.cache/painted-scenes");

/** `var(--color-*)` and `color-mix()` worked out: an <img> has no access to the stylesheet. */
export function paintScene(svg: string, colours: Record<string, string>) {
  return svg
    .replace(/var\(--color-([\w-]+)\)/g, (_, name: string) => {
      const value = colours[name];
      if (!value) throw new Error(`No design token --color-${name}`);
      return value;
    })
    .replace(
      /color-mix\(in srgb, (#\w{6}) (\d+)%, (#\w{6})\)/g,
      (_, a: string, share: string, b: string) =>
        Color(b)
          .mix(Color(a), +share / 100)
          .hex(),
    );
}

function paintedFile(source: string) {
  const file = path.join(PAINTED, path.basename(source));
  mkdirSync(PAINTED, { recursive: true });
  writeFileSync(
    file,
    paintScene(readFileSync(source, "utf8"), designColours()),
  );
  return file;
}

/** An import or a stylesheet `url()` of a scene resolves to its painted copy. */
export function sceneColoursPlugin(): Plugin {
  return {
    name: "khanyisa:scene-colours",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const [file = "", query] = source.split("?");
      if (!file.endsWith(".svg")) return undefined;
      const resolved = await this.resolve(file, importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || !SCENE.test(resolved.id)) return undefined;
      return paintedFile(resolved.id) + (query ? `?${query}` : "");
    },
    // Vite resolves a stylesheet's url() without plugins: point it at the painted copy.
    transform(code, id) {
      if (!/[\\/]app[\\/]styles[\\/][\w-]+\.css$/.test(id)) return undefined;
      return code.replace(
        /url\("\.\/([\w-]+\.svg)"\)/g,
        (_, name: string) =>
          `url("${path.relative(path.dirname(id), paintedFile(path.join(path.dirname(id), name))).replaceAll("\\", "/")}")`,
      );
    },
  };
}
