import { facts, figureNames, figureShownIn, typedFigures } from "../facts.ts";
import { typographicQuotes } from "../typographic-quotes.ts";

/**
 * A remark plugin that fills the site's figures ({uptime}) in an article's text and attributes,
 * refuses one typed as a number, and gives a <Stat> showing one its basis unless it has its own.
 */

interface Point {
  line: number;
  column: number;
}
interface FigureNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: Point; end: Point };
  children?: FigureNode[];
}
interface FigureVFile {
  fail(reason: string, options?: { place?: FigureNode["position"] }): never;
}

const TOKEN = /\{(\w+)\}/g;
const isFigure = (name: string) => figureNames.includes(name);
const fill = (text: string) =>
  text.replace(TOKEN, (token, name: string) =>
    isFigure(name) ? typographicQuotes(facts[name] ?? token) : token,
  );

/** A <Stat value="{uptime}"> gets basis="{uptimeBasis}" unless it has a basis of its own. */
function addBasis(node: FigureNode) {
  const attributes = node.attributes ?? [];
  const value = attributes.find((attribute) => attribute.name === "value");
  const figure =
    typeof value?.value === "string" ? figureShownIn(value.value) : undefined;
  if (figure && !attributes.some((attribute) => attribute.name === "basis"))
    node.attributes = [
      ...attributes,
      { type: "mdxJsxAttribute", name: "basis", value: `{${figure}Basis}` },
    ];
}

export function remarkArticleFigures() {
  return (tree: FigureNode, file: FigureVFile) => {
    const refuseTyped = (node: FigureNode, text: string) => {
      const [figure] = typedFigures(text);
      if (figure)
        file.fail(
          `“${figure.value}” is one of the site’s figures (${figure.measures.toLowerCase()}): write {${figure.token}} instead, so it reads the same on every page and keeps its basis.`,
          { place: node.position },
        );
    };
    const visit = (node: FigureNode) => {
      // {uptime} in the text is parsed as an expression: it becomes the figure's words.
      if (
        (node.type === "mdxTextExpression" ||
          node.type === "mdxFlowExpression") &&
        typeof node.value === "string" &&
        isFigure(node.value.trim())
      ) {
        node.type = "text";
        node.value = facts[node.value.trim()];
        return;
      }
      if (node.type === "text" && typeof node.value === "string")
        refuseTyped(node, node.value);
      if (node.type === "mdxJsxFlowElement" && node.name === "Stat")
        addBasis(node);
      for (const attribute of node.attributes ?? [])
        if (typeof attribute.value === "string") {
          refuseTyped(node, attribute.value);
          attribute.value = fill(attribute.value);
        }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
