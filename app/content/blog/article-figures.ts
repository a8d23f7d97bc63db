import type { Nodes, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

import { facts, figureNames, figureShownIn, typedFigures } from "../facts.ts";
import { typographicQuotes } from "../typographic-quotes.ts";

/**
 * A remark plugin that fills the site's figures ({uptime}) in an article's text and attributes,
 * refuses one typed as a number, and gives a <Stat> showing one its basis unless it has its own.
 */

const isFigure = (name: string) => figureNames.includes(name);
const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) =>
    isFigure(name) ? typographicQuotes(facts[name] ?? token) : token,
  );

/** A <Stat value="{uptime}"> gets basis="{uptimeBasis}" unless it has a basis of its own. */
function addBasis(node: MdxJsxFlowElement) {
  const attributes = node.attributes;
  const value = attributes.find(
    (attribute) => "name" in attribute && attribute.name === "value",
  )?.value;
  const figure = typeof value === "string" ? figureShownIn(value) : undefined;
  if (figure && !attributes.some((a) => "name" in a && a.name === "basis"))
    attributes.push({
      type: "mdxJsxAttribute",
      name: "basis",
      value: `{${figure}Basis}`,
    });
}

export function remarkArticleFigures() {
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
