import "../../styles/article-prose.css";

import { use } from "react";

import { loadArticleBody } from "../../content/blog/articles";
import { articleComponents } from "./article-components";

/**
 * The article's MDX text. Its chunk is loaded on demand; `use()` waits for it without a loading
 * state: the build writes the full text into the page, hydration keeps that HTML until the chunk
 * arrives, and a client-side navigation keeps the previous page until then.
 */
export function ArticleBody({ id }: { id: string }) {
  const { default: Body } = use(loadArticleBody(id));
  return (
    <div className="prose-article">
      <Body components={articleComponents} />
    </div>
  );
}
