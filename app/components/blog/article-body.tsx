import { use } from "react";

import { loadArticleBody } from "../../content/blog/articles";
import { articleComponents } from "./article-components";

/** The article's MDX text; `use()` waits for its chunk, the prerendered HTML staying meanwhile. */
export function ArticleBody({ id }: { id: string }) {
  const { default: Body } = use(loadArticleBody(id));
  return (
    <div className="prose max-w-[68ch] text-[1.0625rem] break-words sm:prose-lg prose-h2:font-extrabold prose-a:font-semibold prose-a:underline-offset-[0.2em] prose-a:hover:text-brand-strong prose-a:hover:decoration-2 [&>p:first-child]:text-[1.1em]">
      <Body components={articleComponents} />
    </div>
  );
}
