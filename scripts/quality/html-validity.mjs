// @ts-check
/**
 * Every built page, the fallback included, validated with html-validate's standards preset plus
 * three document rules. The style rules of its "recommended" preset are left out: they judge how
 * React writes valid HTML (`<meta/>`, `charSet`, `async=""`), not whether it is valid; the
 * accessibility rules are the axe gates' job (decision 052). See decision 053.
 */
import { HtmlValidate, StaticConfigLoader } from "html-validate";

import { pageLabel, pagesOf, readText } from "./build-files.mjs";

/** @type {import("html-validate").ConfigData} */
const HTML_VALIDATE_CONFIG = {
  root: true,
  extends: ["html-validate:standard"],
  rules: {
    // Parts of the standard that "standard" leaves to the "document" preset.
    "missing-doctype": "error",
    "no-missing-references": "error",
    "empty-title": "error",
  },
};

/** The validator, with this configuration only: no .htmlvalidate.json is looked up on disk. */
function createValidator() {
  return new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));
}

/**
 * @typedef {{ page: string, line: number, column: number, rule: string, message: string, selector: string | null }} HtmlProblem
 * @typedef {{ pages: number, problems: HtmlProblem[] }} HtmlReport
 */

/**
 * Validates one document.
 * @param {string} html
 * @param {string} label how the page is named in the report
 * @param {HtmlValidate} [validator]
 * @returns {Promise<HtmlProblem[]>}
 */
export async function validateHtml(html, label, validator = createValidator()) {
  const report = await validator.validateString(html, label);
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      page: label,
      line: message.line,
      column: message.column,
      rule: message.ruleId,
      message: message.message,
      selector: message.selector,
    })),
  );
}

/**
 * Validates every page of a client build.
 * @param {string} clientDir
 * @returns {Promise<HtmlReport>}
 */
export async function validatePages(clientDir) {
  const validator = createValidator();
  const pages = pagesOf(clientDir);
  const problems = [];
  for (const page of pages)
    problems.push(
      ...(await validateHtml(
        readText(clientDir, page.file),
        pageLabel(page),
        validator,
      )),
    );
  return { pages: pages.length, problems };
}
