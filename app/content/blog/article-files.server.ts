import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  buildArticleIndex,
  type ArticleFile,
  type ArticleSummary,
} from "./article-index.ts";
import { pixelSizeOf } from "../image-sizes.server.ts";

const PROJECT_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../..",
);
/** Where the marketing team adds articles: one .mdx file per article, with the other content. */
export const ARTICLES_DIR = path.join(PROJECT_ROOT, "content", "articles");

export function readArticleFiles(dir: string = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => {
      const full = path.join(dir, name);
      return {
        fileName: path.relative(PROJECT_ROOT, full),
        source: readFileSync(full, "utf8"),
      };
    });
}

/** The article index for Node (configs, plugin, tests), each cover checked and sized from its file. */
export function loadArticleIndex(
  dir: string = ARTICLES_DIR,
  publicDir: string = path.join(PROJECT_ROOT, "public"),
): ArticleSummary[] {
  const files = readArticleFiles(dir);
  return buildArticleIndex(files).map((article): ArticleSummary => {
    if (!existsSync(path.join(publicDir, article.image.src))) {
      const file = files.find((f) => f.fileName.endsWith(`${article.id}.mdx`));
      throw new Error(
        `${file?.fileName ?? article.id}: field "image.src" names ${article.image.src}, but public${article.image.src} does not exist.`,
      );
    }
    const size = pixelSizeOf(publicDir, article.image.src);
    return { ...article, image: { ...article.image, ...size } };
  });
}
