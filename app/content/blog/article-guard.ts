import type { Link, Nodes, Root } from "mdast";
import type {} from "mdast-util-mdx";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

import {
  articleComponentNames,
  closingComponentName,
} from "./article-components.ts";
import { emailWords } from "../schema-parts.ts";
import { isTitleCase, sentenceCaseAdvice } from "../sentence-case.js";

/**
 * A remark plugin that holds every article to what the site renders well and safely: Markdown and
 * the allow-listed components, one <h1>, headings in sentence case, “e-mail”, sized images, links
 * to pages that exist, a closing call to action. It fails the build at the first problem's place.
 */

const allowed = new Set<string>(articleComponentNames);
const allowedList = articleComponentNames.join(", ");

/** JSX comments ({/* note *\/}) are the one kind of expression an author may write. */
const isComment = (code: string) => /^\/\*[\s\S]*\*\/$/.test(code.trim());

export function remarkArticleGuard({
  isKnownPath,
}: {
  /** True for a site path that is prerendered ("/contact", "/blog/some-article"). */
  isKnownPath: (path: string) => boolean;
}) {
  return (tree: Root, file: VFile) => {
    const fail = (node: Nodes, reason: string): never =>
      file.fail(reason, { place: node.position });

    visit(tree, (node) => {
      switch (node.type) {
        case "mdxjsEsm":
          fail(
            node,
            `Articles cannot import or export code. Use Markdown and the components ${allowedList}.`,
          );
          break;
        case "mdxFlowExpression":
        case "mdxTextExpression":
          if (!isComment(node.value))
            fail(
              node,
              `Articles cannot run code in braces ({…}). Write the text out, or use a component: ${allowedList}.`,
            );
          break;
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement":
          if (!node.name || !allowed.has(node.name))
            fail(
              node,
              `<${node.name ?? ""}> is not an article component. Use Markdown or one of: ${allowedList}.`,
            );
          break;
        case "heading":
          if (node.depth === 1)
            fail(
              node,
              `The title is the page's only level-1 heading: start sections with "##".`,
            );
          // The article's styles draw headings of levels 2 to 4.
          if (node.depth > 4)
            fail(
              node,
              `Headings go down to level 4 ("####"): make this one level 2, 3 or 4.`,
            );
          if (node.depth <= 3 && isTitleCase(toString(node), "heading"))
            fail(
              node,
              `“${toString(node)}”: ${sentenceCaseAdvice("heading")}.`,
            );
          break;
        case "text":
          for (const word of emailWords(node.value))
            fail(node, `Write “e-mail”, as the site does, not “${word}”.`);
          break;
        case "image":
          fail(
            node,
            `Markdown images have no size or caption: use <Figure src alt width height caption>.`,
          );
          break;
        case "link":
          checkLink(node, fail, isKnownPath);
          break;
      }
    });

    const last = tree.children.filter((n) => n.type !== "yaml").at(-1);
    if (
      last?.type !== "mdxJsxFlowElement" ||
      last.name !== closingComponentName
    )
      fail(
        last ?? tree,
        `An article must end with a <${closingComponentName}> block.`,
      );
  };
}

function checkLink(
  node: Link,
  fail: (node: Nodes, reason: string) => never,
  isKnownPath: (path: string) => boolean,
) {
  const { url } = node;
  if (url.startsWith("/")) {
    if (!isKnownPath(url.replace(/[?#].*$/, "")))
      fail(node, `The link to "${url}" leads to no page of the site.`);
  } else if (!/^(https:|mailto:|tel:|#)/.test(url)) {
    fail(
      node,
      `The link to "${url}" must be a site path ("/contact") or start with https:, mailto: or tel:.`,
    );
  }
}
