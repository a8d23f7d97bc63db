import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "playwright";

import { triagedFindings, type TriagedFinding } from "./engines-allow-list";
import { reviewRuleFor } from "./needs-review";

/**
 * The two accessibility engines the gate runs beside axe-core: HTML_CodeSniffer (Squiz) and
 * IBM's Equal Access engine. Both are injected from node_modules; nothing is downloaded.
 */
export type EngineName = "htmlcs" | "ibm";

const ENGINES: readonly EngineName[] = ["htmlcs", "ibm"];

/** HTML_CodeSniffer's standard for WCAG 2 level A and AA, and IBM's ruleset for WCAG 2.2 A and AA. */
export const STANDARDS = { htmlcs: "WCAG2AA", ibm: "WCAG_2_2" } as const;

/** One result one engine reported, on one element. */
export interface EngineFinding {
  engine: EngineName;
  /** A failure the engine is sure of, or one it could not decide ("needs review"). */
  kind: "violation" | "review";
  /** HTML_CodeSniffer's sniff code, or IBM's rule id and reason ("img_alt_valid:fail_no_alt"). */
  rule: string;
  /** The engine's own words. */
  message: string;
  /** A CSS path to the element, from the nearest ancestor with an id. */
  selector: string;
  /** The element's start tag, shortened. */
  context: string;
  /** Which of the allow-list entries handed to the page the element matches (their indexes). */
  allowedBy: number[];
}

const require = createRequire(import.meta.url);
const BUNDLES = {
  htmlcs: () => require.resolve("html_codesniffer/build/HTMLCS.js"),
  ibm: () => require.resolve("accessibility-checker-engine/ace.js"),
} as const satisfies Record<EngineName, () => string>;
const GLOBALS = { htmlcs: "HTMLCS", ibm: "ace" } as const;
const sources = new Map<EngineName, string>();

/**
 * Puts an engine into the page once. `page.evaluate` runs the bundle as the debugger does, so the
 * site's Content-Security-Policy (no inline scripts) does not stop it, and the page needs no
 * change. The bundles declare a global with `var`; it is copied onto `window` to be sure.
 */
async function inject(page: Page, engine: EngineName) {
  const name = GLOBALS[engine];
  if (await page.evaluate((global) => global in window, name)) return;
  if (!sources.has(engine))
    sources.set(engine, readFileSync(BUNDLES[engine](), "utf8"));
  await page.evaluate(`${sources.get(engine)}\n;window.${name} = ${name};`);
}

/**
 * Runs one engine on the whole document and returns its violations and undecided results:
 * HTML_CodeSniffer's errors and warnings (not its notices), IBM's results of level VIOLATION
 * that FAIL, are POTENTIAL or need a MANUAL check (not its recommendations). Each finding says
 * which of `allowSelectors` its element matches.
 */
export async function runEngine(
  page: Page,
  engine: EngineName,
  allowSelectors: readonly string[] = [],
): Promise<EngineFinding[]> {
  await inject(page, engine);
  return page.evaluate(
    async ({ engine, standard, allowSelectors }) => {
      type Kind = "violation" | "review";
      type Raw = {
        kind: Kind;
        rule: string;
        message: string;
        node: Node | null;
      };
      let raw: Raw[];
      if (engine === "htmlcs") {
        type Message = {
          type: number;
          code: string;
          msg: string;
          element: Node;
        };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                language: string,
              ): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        await new Promise<void>((resolve, reject) =>
          htmlcs.process(
            standard,
            document,
            resolve,
            () => reject(new Error("HTML_CodeSniffer could not run")),
            "en",
          ),
        );
        // Errors are violations; warnings are failures it could not decide. Its notices are
        // prompts it gives for every element of a kind ("check that the title describes the
        // page"), whatever the element holds, so they are not read.
        const KINDS: Record<number, Kind> = { 1: "violation", 2: "review" };
        raw = htmlcs.getMessages().flatMap((message) => {
          const kind = KINDS[message.type];
          return kind
            ? [
                {
                  kind,
                  rule: message.code,
                  message: message.msg,
                  node: message.element,
                },
              ]
            : [];
        });
      } else {
        type Result = {
          ruleId: string;
          reasonId: string;
          value: [string, string];
          path: { dom: string };
          message: string;
        };
        const ace = (
          window as unknown as {
            ace: {
              Checker: new () => {
                check(
                  content: Document,
                  rulesets: string[],
                ): Promise<{ results: Result[] }>;
              };
            };
          }
        ).ace;
        const report = await new ace.Checker().check(document, [standard]);
        // Of the results at level VIOLATION (not its recommendations), FAIL is a violation;
        // POTENTIAL ("potential violation") and MANUAL ("needs review") are undecided.
        const KINDS: Record<string, Kind> = {
          FAIL: "violation",
          POTENTIAL: "review",
          MANUAL: "review",
        };
        raw = report.results
          .filter(
            ({ value: [level, outcome] }) =>
              level === "VIOLATION" && outcome in KINDS,
          )
          .map((result) => ({
            kind: KINDS[result.value[1]] as Kind,
            rule: `${result.ruleId}:${result.reasonId}`,
            message: result.message,
            node: document.evaluate(
              result.path.dom,
              document,
              null,
              XPathResult.FIRST_ORDERED_NODE_TYPE,
              null,
            ).singleNodeValue,
          }));
      }

      const selectorOf = (element: Element) => {
        const parts: string[] = [];
        for (
          let node: Element | null = element;
          node && node !== document.documentElement;
          node = node.parentElement
        ) {
          if (node.id) {
            parts.unshift(`#${CSS.escape(node.id)}`);
            break;
          }
          const tag = node.localName;
          const same = [...(node.parentElement?.children ?? [])].filter(
            (sibling) => sibling.localName === tag,
          );
          parts.unshift(
            same.length > 1
              ? `${tag}:nth-of-type(${same.indexOf(node) + 1})`
              : tag,
          );
        }
        return parts.join(" > ") || "html";
      };
      return raw.map(({ kind, rule, message, node }) => {
        const element =
          node instanceof Element
            ? node
            : node instanceof Document
              ? document.documentElement
              : (node?.parentElement ?? null);
        const html = element?.outerHTML ?? "";
        const tag = html.slice(0, html.indexOf(">") + 1);
        return {
          engine,
          kind,
          rule,
          message,
          selector: element ? selectorOf(element) : "(no element)",
          context: tag.length > 120 ? `${tag.slice(0, 117)}...` : tag,
          allowedBy: allowSelectors.flatMap((selector, index) =>
            element?.matches(selector) ? [index] : [],
          ),
        };
      });
    },
    { engine, standard: STANDARDS[engine], allowSelectors },
  );
}

/**
 * The gate: runs both engines on the page and returns one line per problem, or an empty list.
 * A problem is a violation no allow-list entry covers; an undecided result ("needs review") that
 * neither a rule of ours (needs-review.ts) measures as fine nor an entry covers; or an entry that
 * applies to `path` (the page the state was loaded from) and covered nothing, so the list cannot
 * outlive the findings it was written for. An entry covers a finding of its engine and rule on
 * an element that matches its selector.
 */
export async function engineProblems(
  page: Page,
  {
    path,
    allowList = triagedFindings,
  }: { path: string; allowList?: readonly TriagedFinding[] },
): Promise<string[]> {
  const problems: string[] = [];
  for (const engine of ENGINES) {
    const entries = allowList.filter(
      (entry) =>
        entry.engine === engine && (!entry.paths || entry.paths.includes(path)),
    );
    const findings = await runEngine(
      page,
      engine,
      entries.map((entry) => entry.selector),
    );
    const used = new Set<TriagedFinding>();
    for (const finding of findings) {
      const rule =
        finding.kind === "review" && reviewRuleFor(engine, finding.rule);
      if (rule && finding.context) {
        const problem = await rule.check(
          page.locator(finding.selector).first(),
        );
        if (problem) problems.push(`${describeFinding(finding)}: ${problem}`);
        continue;
      }
      const entry = entries.find(
        (candidate, index) =>
          candidate.rule === finding.rule && finding.allowedBy.includes(index),
      );
      if (entry) used.add(entry);
      else problems.push(describeFinding(finding));
    }
    for (const entry of entries)
      if (entry.paths && !used.has(entry))
        problems.push(
          `unused allow-list entry: ${entry.engine} ${entry.rule} at ${entry.selector} on ${path} (remove it, or correct it)`,
        );
  }
  return problems;
}

function describeFinding(finding: EngineFinding) {
  const kind = finding.kind === "review" ? " (needs review)" : "";
  return `${finding.engine} ${finding.rule}${kind}: ${finding.message} at ${finding.selector} ${finding.context}`;
}
