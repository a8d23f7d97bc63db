import remarkSmartypants from "remark-smartypants";

import { mapStrings } from "./facts.ts";

// The articles' quote educator run on a one-paragraph tree, so a marketer may type ' and " (081).
const educate = (
  remarkSmartypants as unknown as (
    options: Record<string, boolean>,
  ) => (tree: unknown) => void
)({ dashes: false, ellipses: false, backticks: false });

/** One word that is an address rather than prose: a path, an anchor, a URL, an e-mail address. */
const NOT_PROSE =
  /^(?:[/#]|[a-z][a-z\d+.-]*:\/\/|mailto:|tel:)\S*$|^[^\s@]+@[^\s@]+$/i;

/** A text with its straight quotes made typographic; an address or a text without one as it is. */
export function typographicQuotes(text: string): string {
  if (!/['"]/.test(text) || NOT_PROSE.test(text)) return text;
  // A {token} is inline code, which the educator leaves alone: "{name}'s" gets an apostrophe.
  const children = text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((value) => ({
      type: /^\{\w+\}$/.test(value) ? "inlineCode" : "text",
      value,
    }));
  educate({ type: "root", children: [{ type: "paragraph", children }] });
  return children.map((child) => child.value).join("");
}

export const typographicContent = <T>(data: T): T =>
  mapStrings(data, typographicQuotes);
