import "../../styles/article-prose.css";

import { use } from "react";

import { loadArticleBody } from "../../content/blog/articles";
import { articleComponents } from "./article-components";

/** The article's MDX text; `use()` waits for its chunk, the prerendered HTML staying meanwhile. */
export function ArticleBody({ id }: { id: string }) {
  const { default: Body } = use(loadArticleBody(id));
  return (
    <div className="prose-article">
      <Body components={articleComponents} />
    </div>
  );
}
