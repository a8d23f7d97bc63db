import { expand } from "../app/content/abbreviations.ts";
import { facts, pageFacts } from "../app/content/facts.ts";
import {
  inServiceSince,
  procurementRecognition,
} from "../app/content/figures.ts";
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
  const done = new Set<string>();
  return text.replace(
    /“[^”{]*\{(\w+)\}[^”]*”|\{(\w+)\}/g,
    (example, quoted: string | undefined, bare: string, at: number) => {
      const name = quoted ?? bare;
      if (done.has(name) || !(name in tokenValues)) return example;
      done.add(name);
      if (text.startsWith(" (", at + example.length)) return example;
      const shown = quoted ? example.slice(1, -1) : example;
      return `${example} (shows as “${shortened(fillTokens(shown, tokenValues))}”)`;
    },
  );
}

export const editorWords = (text: string) =>
  withExamples(
    // The site's brief by the name a marketer knows it by, not the engineers' "spec".
    typographicQuotes(text).replace(
      /\b([Tt])he spec\b/g,
      "$1he site’s specification",
    ),
  );
