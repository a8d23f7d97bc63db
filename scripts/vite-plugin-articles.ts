import mdx from "@mdx-js/rollup";
import type { Plugin } from "vite";

import {
  ARTICLES_DIR,
  loadArticleIndex,
} from "../app/content/blog/article-files.server.ts";
import { articleRemarkPlugins } from "../app/content/blog/article-remark.ts";
import type { ArticleSummary } from "../app/content/blog/article-index.ts";
import { prerenderPathsFor } from "../app/content/site-pages.ts";

const INDEX_ID = "virtual:article-index";
export const RESOLVED_INDEX_ID = `\0${INDEX_ID}`;

/** The articles' MDX and `virtual:article-index` of their front matter; a bad one stops it. */
export function articlesPlugin({ dir = ARTICLES_DIR } = {}): Plugin[] {
  let index: ArticleSummary[] | undefined;
  const currentIndex = () => (index ??= loadArticleIndex(dir));
  const isKnownPath = (path: string) =>
    prerenderPathsFor(currentIndex()).includes(path);

  return [
    {
      enforce: "pre",
      // @mdx-js/rollup is typed against Rollup; its hooks are the subset Vite (rolldown) shares.
      ...(mdx({
        include: /\.mdx$/,
        remarkPlugins: articleRemarkPlugins(isKnownPath),
      }) as Plugin),
    },
    {
      name: "khanyisa:article-index",
      buildStart() {
        index = loadArticleIndex(dir);
      },
      resolveId(id) {
        return id === INDEX_ID ? RESOLVED_INDEX_ID : undefined;
      },
      load(id) {
        if (id !== RESOLVED_INDEX_ID) return undefined;
        return `export const articles = ${JSON.stringify(currentIndex())};`;
      },
      // In development, a new, changed or deleted article refreshes the index and the page.
      configureServer(server) {
        server.watcher.on("all", (_event, file) => {
          if (!file.startsWith(dir) || !file.endsWith(".mdx")) return;
          index = undefined;
          for (const { moduleGraph } of Object.values(server.environments)) {
            const module = moduleGraph.getModuleById(RESOLVED_INDEX_ID);
            if (module) moduleGraph.invalidateModule(module);
          }
          server.ws.send({ type: "full-reload" });
        });
      },
    },
  ];
}
