import { evaluate } from "@mdx-js/mdx";
import { type ReactNode, useEffect, useState } from "react";
import * as runtime from "react/jsx-runtime";

import {
  ArticleCover,
  ArticleHeader,
} from "../../app/components/blog/article-header";
import {
  articleComponents,
  articleProse,
} from "../../app/components/blog/article-components";
import { articleRemarkPlugins } from "../../app/content/blog/article-remark";
import {
  articleFrontMatterSchema,
  type ArticleSummary,
} from "../../app/content/blog/article-index";
import {
  entryData,
  type PicturesOfEntry,
  pictureUrl,
  type PreviewEntry,
  PreviewFrame,
} from "./frame";
import { typedMarkdownProblems } from "../markdown-literals";
import { problemsOfEntry } from "../schema-fields";

/** The article as the site shows it: header, cover and body, through the build's own MDX steps. */
export function ArticlePreview({
  entry,
  ...pictures
}: {
  entry: PreviewEntry;
} & PicturesOfEntry) {
  const { body = "", ...front } = entryData(entry);
  const source = String(body);
  const [compiled, setCompiled] = useState<{
    Body?: (props: { components: typeof articleComponents }) => ReactNode;
    error?: string;
  }>({});
  useEffect(() => {
    let live = true;
    // Compiled once typing pauses, not on every key.
    const timer = setTimeout(() => {
      void evaluate(source, {
        ...runtime,
        remarkPlugins: articleRemarkPlugins(() => true),
      })
        .then(
          (module) => ({ Body: module.default }),
          (error: unknown) => ({
            error: `Article: ${error instanceof Error ? error.message : String(error)}`,
          }),
        )
        .then((result) => live && setCompiled(result));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source]);
  const problems = [
    ...problemsOfEntry(articleFrontMatterSchema, front),
    ...(compiled.error ? [compiled.error] : []),
    ...typedMarkdownProblems(source),
  ];
  const article = front as ArticleSummary;
  const { Body } = compiled;
  return (
    <PreviewFrame problems={problems}>
      <article>
        <ArticleHeader article={article} />
        {article.image?.src ? (
          // Drawn at the picture's own size: the build reads it from the file.
          <ArticleCover
            image={{
              ...article.image,
              src: pictureUrl(article.image.src, pictures, ["image", "src"]),
            }}
          />
        ) : null}
        <div className="container-page max-w-3xl pt-12 pb-14">
          <div className={articleProse}>
            {Body ? <Body components={articleComponents} /> : null}
          </div>
        </div>
      </article>
    </PreviewFrame>
  );
}
