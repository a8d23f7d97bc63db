import { expand } from "../app/content/abbreviations.ts";
import { facts } from "../app/content/facts.ts";
import {
  inServiceSince,
  procurementRecognition,
} from "../app/content/figures.ts";
import { pageFacts } from "../app/content/facts.ts";
import { fillTokens } from "../app/lib/tokens.ts";
import { typographicQuotes } from "../app/content/typographic-quotes.ts";
import { oldestModernisedCodeBase } from "../app/content/services.ts";

/** The schemas' words as the editor shows them: typographic quotes, what each {token} shows. */

/** What each fact a text may name shows today, from the content that states it. */
const tokenValues: Record<string, string> = {
  ...facts,
  ...pageFacts,
  inServiceSince,
  procurementRecognition,
  oldestCodeBaseYears: String(oldestModernisedCodeBase.years),
  POPIA: expand("POPIA"),
};

const shortened = (text: string) =>
  text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text;

/** A fact's first `{token}` (or the quoted example it is in), then “(shows as “…”)”, once. */
function withExamples(text: string): string {
  const quotes = [...text.matchAll(/“[^”]*”/g)];
  const done = new Set<string>();
  let result = "";
  let from = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const [token, name = ""] = match;
    const at = match.index;
    if (done.has(name) || !(name in tokenValues)) continue;
    done.add(name);
    if (text.startsWith(" (", at + token.length)) continue;
    const quote = quotes.find(
      (q) => q.index < at && at < q.index + q[0].length,
    );
    const end = quote ? quote.index + quote[0].length : at + token.length;
    if (end < from || text.startsWith(" (", end)) continue;
    const shown = quote ? quote[0].slice(1, -1) : token;
    result += `${text.slice(from, end)} (shows as “${shortened(fillTokens(shown, tokenValues))}”)`;
    from = end;
  }
  return result + text.slice(from);
}

export const editorWords = (text: string) =>
  withExamples(
    // The site's brief by the name a marketer knows it by, not the engineers' "spec".
    typographicQuotes(text).replace(
      /\b([Tt])he spec\b/g,
      "$1he site’s specification",
    ),
  );
