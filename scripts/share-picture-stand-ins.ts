import { cpSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { loadArticleIndex } from "../app/content/blog/article-files.server.ts";
import {
  articleShareImage,
  caseStudySharePicture,
  SITE_SHARE_PICTURE,
} from "../app/content/share-pictures.ts";
import { projectRoot } from "./project-root.ts";

/** The site's share picture for each not drawn yet (an entry added in the editor). */
export function standInSharePictures(clientDir: string) {
  const wanted = [
    ...readdirSync(path.join(projectRoot, "content/case-studies"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => caseStudySharePicture(name.replace(/\.json$/, ""))),
    ...loadArticleIndex().map(
      (article) => articleShareImage(article.image).src,
    ),
  ];
  const missing = wanted.filter(
    (src) => !existsSync(path.join(clientDir, src)),
  );
  for (const src of missing)
    cpSync(path.join(clientDir, SITE_SHARE_PICTURE), path.join(clientDir, src));
  return missing;
}
