import type { CompileOptions } from "@mdx-js/mdx";
import type { Nodes, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx";
import { toString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkSmartypants from "remark-smartypants";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

import {
  articleComponentNames,
  closingComponentName,
} from "./article-components.ts";
import { facts, figureNames, figureShownIn, typedFigures } from "../facts.ts";
import { emailWords } from "../schema-parts.ts";
import { isTitleCase, sentenceCaseAdvice } from "../sentence-case.js";
import { typographicQuotes } from "../typographic-quotes.ts";

/** An article's remark steps, the same for the build, the tests and the editor's preview. */
export function articleRemarkPlugins(
  isKnownPath: (path: string) => boolean,
): NonNullable<CompileOptions["remarkPlugins"]> {
  return [
    remarkFrontmatter,
    remarkGfm,
    // Quotes only; the front matter gets its quotes as it is read (article-index.ts).
    [remarkSmartypants, { dashes: false, ellipses: false, backticks: false }],
    remarkArticleFigures,
    [remarkArticleGuard, { isKnownPath }],
  ];
}

const isFigure = (name: string) => figureNames.includes(name);
const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) =>
    isFigure(name) ? typographicQuotes(facts[name] ?? token) : token,
  );

/** A <Stat value="{uptime}"> gets basis="{uptimeBasis}" unless it has a basis of its own. */
function addBasis(node: MdxJsxFlowElement) {
  const named = (name: string) =>
    node.attributes.find((a) => "name" in a && a.name === name);
  const value = named("value")?.value;
  const figure = typeof value === "string" ? figureShownIn(value) : undefined;
  if (figure && !named("basis"))
    node.attributes.push({
      type: "mdxJsxAttribute",
      name: "basis",
      value: `{${figure}Basis}`,
    });
}

/** Fills the site's figures ({uptime}) in text and attributes, and refuses one typed as a number. */
function remarkArticleFigures() {
  return (tree: Root, file: VFile) => {
    const refuseTyped = (node: Nodes, text: string) => {
      const [figure] = typedFigures(text);
      if (figure)
        file.fail(
          `“${figure.value}” is one of the site’s figures (${figure.measures.toLowerCase()}): write {${figure.token}} instead, so it reads the same on every page and keeps its basis.`,
          { place: node.position },
        );
    };
    visit(tree, (node) => {
      // {uptime} in the text is parsed as an expression: it becomes the figure's words.
      if (
        (node.type === "mdxTextExpression" ||
          node.type === "mdxFlowExpression") &&
        isFigure(node.value.trim())
      ) {
        Object.assign(node, { type: "text", value: facts[node.value.trim()] });
        return SKIP;
      }
      if (node.type === "text") refuseTyped(node, node.value);
      if (node.type === "mdxJsxFlowElement" && node.name === "Stat")
        addBasis(node);
      if (
        node.type === "mdxJsxFlowElement" ||
        node.type === "mdxJsxTextElement"
      )
        for (const attribute of node.attributes)
          if (typeof attribute.value === "string") {
            refuseTyped(node, attribute.value);
            attribute.value = fill(attribute.value);
          }
      return undefined;
    });
  };
}

const allowedList = articleComponentNames.join(", ");

/** Holds an article to what the site renders well and safely; fails the build at the first problem. */
export function remarkArticleGuard(options: {
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
          // A JSX comment ({/* note */}) is the one expression an author may write.
          if (!/^\/\*[\s\S]*\*\/$/.test(node.value.trim()))
            fail(
              node,
              `Articles cannot run code in braces ({…}). Write the text out, or use a component: ${allowedList}.`,
            );
          break;
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement":
          if (!articleComponentNames.some((name) => name === node.name))
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
          if (node.url.startsWith("/")) {
            if (!options.isKnownPath(node.url.replace(/[?#].*$/, "")))
              fail(
                node,
                `The link to "${node.url}" leads to no page of the site.`,
              );
          } else if (!/^(https:|mailto:|tel:|#)/.test(node.url))
            fail(
              node,
              `The link to "${node.url}" must be a site path ("/contact") or start with https:, mailto: or tel:.`,
            );
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
