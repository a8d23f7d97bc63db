import { use } from "react";

import { loadArticleBody } from "../../content/blog/articles";
import { articleComponents } from "./article-components";

/** The article's MDX text; `use()` waits for its chunk, the prerendered HTML staying meanwhile. */
export function ArticleBody({ id }: { id: string }) {
  const { default: Body } = use(loadArticleBody(id));
  return (
    <div className="prose max-w-[68ch] text-[1.0625rem] break-words sm:text-[1.125rem] prose-h2:mb-3 prose-h2:font-extrabold sm:prose-h2:text-3xl prose-a:font-semibold prose-a:underline-offset-[0.2em] prose-a:hover:text-brand-strong [&>p:first-child]:text-[1.1em]">
      <Body components={articleComponents} />
    </div>
  );
}
