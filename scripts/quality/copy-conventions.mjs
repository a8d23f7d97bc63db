// @ts-check
/**
 * The copy conventions of design log 081, read from every prerendered page: typographic quotes
 * and apostrophes (’ “ ”) in visible text, and sentence case in h1–h3, buttons, link-buttons,
 * form labels and legends, and pills.
 *
 * Visible text is every text node of <body> and the alt, aria-label, title and placeholder
 * attributes, outside code, pre, kbd, samp, script, style and template (JSON-LD included).
 * A heading or button is Title Case as app/content/sentence-case.js judges it, the rule the
 * content schemas also run on the headings and buttons an editor writes.
 *
 * `COPY_CONVENTIONS=report` lists what it finds without failing the build checks.
 */
import { isTitleCase } from "../../app/content/sentence-case.js";
import {
  attributesOf,
  decodeEntities,
  pageLabel,
  pagesOf,
  readText,
} from "./build-files.mjs";

/** @typedef {{ page: string, rule: "straight-quote" | "title-case", text: string, where: string }} CopyProblem */

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const NOT_COPY = new Set([
  "head",
  "script",
  "style",
  "template",
  "code",
  "pre",
  "kbd",
  "samp",
]);
const VISIBLE_ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];
const STRAIGHT = /['"]/;

/**
 * Whether an element's text is held to sentence case, and as what: a heading, a button or
 * link-button, or a label (a form field's label or legend, a pill).
 * @param {string} name @param {Map<string, string>} attributes
 * @returns {import("../../app/content/sentence-case.js").CaseKind | null}
 */
function labelKind(name, attributes) {
  if (name === "h1" || name === "h2" || name === "h3") return "heading";
  if (name === "button" || attributes.get("role") === "button") return "button";
  const classes = attributes.get("class") ?? "";
  if (/(?:^|\s)ui-button(?:\s|$)/.test(classes)) return "button";
  if (name === "label" || name === "legend") return "label";
  return /(?:^|\s)ui-badge(?:\s|$)/.test(classes) ? "label" : null;
}

const clip = (/** @type {string} */ text) =>
  text.length > 90 ? `${text.slice(0, 87)}…` : text;

/**
 * Every break of the copy conventions in one page.
 * @param {string} html
 * @param {string} page how the page is named in the report
 * @returns {CopyProblem[]}
 */
export function checkCopy(html, page) {
  /** @type {CopyProblem[]} */
  const problems = [];
  const seen = new Set();
  /** @param {CopyProblem} problem */
  const report = (problem) => {
    const key = `${problem.rule}\u0000${problem.text}\u0000${problem.where}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  };
  /** @type {{ name: string, skip: boolean, label: { kind: import("../../app/content/sentence-case.js").CaseKind, text: string } | null }[]} */
  const open = [];
  const skipping = () => open.some((element) => element.skip);
  /** @param {string} text */
  const addText = (text) => {
    for (const element of open) if (element.label) element.label.text += text;
  };
  const token =
    /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][^\s/>]*)\s*>|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
  let match;
  while ((match = token.exec(html))) {
    const [whole, closing, opening, attributeText = ""] = match;
    if (closing) {
      const name = closing.toLowerCase();
      const at = open.map((element) => element.name).lastIndexOf(name);
      if (at === -1) continue;
      for (const element of open.splice(at).reverse()) {
        if (!element.label || element.skip) continue;
        const text = element.label.text.replace(/\s+/g, " ").trim();
        if (text && isTitleCase(text, element.label.kind))
          report({
            page,
            rule: "title-case",
            text: clip(text),
            where: `<${element.name}>`,
          });
      }
    } else if (opening) {
      const name = opening.toLowerCase();
      const attributes = attributesOf(attributeText);
      const skip = skipping() || NOT_COPY.has(name);
      if (!skip)
        for (const attribute of VISIBLE_ATTRIBUTES) {
          const value = attributes.get(attribute);
          if (value && STRAIGHT.test(value))
            report({
              page,
              rule: "straight-quote",
              text: clip(value),
              where: `<${name} ${attribute}>`,
            });
        }
      if (RAW_TEXT.has(name)) {
        const close = new RegExp(`</${name}\\s*>`, "gi");
        close.lastIndex = token.lastIndex;
        const end = close.exec(html);
        const text = decodeEntities(
          html.slice(token.lastIndex, end ? end.index : html.length),
        );
        // An SVG <title> is visible copy (a tooltip and the image's name); the document's is not.
        if (name === "title" && !skip && STRAIGHT.test(text))
          report({
            page,
            rule: "straight-quote",
            text: clip(text.trim()),
            where: "<title>",
          });
        token.lastIndex = end ? close.lastIndex : html.length;
        continue;
      }
      if (VOID.has(name) || attributeText.trimEnd().endsWith("/")) continue;
      open.push({
        name,
        skip: NOT_COPY.has(name),
        label: (() => {
          const kind = labelKind(name, attributes);
          return kind ? { kind, text: "" } : null;
        })(),
      });
    } else if (!whole.startsWith("<")) {
      if (skipping()) continue;
      const text = decodeEntities(whole);
      addText(text);
      if (STRAIGHT.test(text)) {
        const where = open.at(-1)?.name ?? "body";
        report({
          page,
          rule: "straight-quote",
          text: clip(text.replace(/\s+/g, " ").trim()),
          where: `<${where}>`,
        });
      }
    }
  }
  return problems;
}

/**
 * The copy conventions on every page of a client build, the fallback page included.
 * @param {string} clientDir
 */
export function checkCopyConventions(clientDir) {
  const pages = pagesOf(clientDir);
  return {
    pages: pages.length,
    problems: pages.flatMap((page) =>
      checkCopy(readText(clientDir, page.file), pageLabel(page)),
    ),
  };
}

/** @param {CopyProblem} problem */
export function describeCopyProblem(problem) {
  const what =
    problem.rule === "straight-quote"
      ? "straight quote or apostrophe (use ’ “ ”)"
      : "Title Case (use sentence case)";
  return `copy: ${problem.page} ${problem.where}: ${what}: "${problem.text}"`;
}

/** Whether the copy check only reports (`COPY_CONVENTIONS=report`) rather than fails. */
export function copyReportOnly(env = process.env) {
  return env.COPY_CONVENTIONS === "report";
}
