// @ts-check
/**
 * Every built page, the fallback included, validated with html-validate's standards preset plus
 * three document rules. Its "recommended" style rules judge how React writes valid HTML
 * (`<meta/>`, `charSet`); accessibility is the axe gates' job. See decision 053.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { HtmlValidate, StaticConfigLoader } from "html-validate";

import { pagesOf } from "./build-files.mjs";

// A static loader: no .htmlvalidate.json is looked up on disk.
const validator = new HtmlValidate(
  new StaticConfigLoader({
    root: true,
    extends: ["html-validate:standard"],
    // Parts of the standard that "standard" leaves to the "document" preset.
    rules: {
      "missing-doctype": "error",
      "no-missing-references": "error",
      "empty-title": "error",
    },
  }),
);

/** One document's problems. @param {string} html @param {string} label the page in the report */
export async function validateHtml(html, label) {
  const report = await validator.validateString(html, label);
  return report.results.flatMap((result) =>
    result.messages.map(({ line, column, ruleId, message, selector }) => ({
      page: label,
      line,
      column,
      rule: ruleId,
      message,
      selector,
    })),
  );
}

/** Validates every page of a client build. @param {string} clientDir */
export async function validatePages(clientDir) {
  const pages = pagesOf(clientDir);
  const problems = [];
  for (const { file, label } of pages)
    problems.push(
      ...(await validateHtml(
        readFileSync(path.join(clientDir, file), "utf8"),
        label,
      )),
    );
  return { pages: pages.length, problems };
}
