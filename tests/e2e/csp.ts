import type { Page } from "@playwright/test";

/**
 * Every Content-Security-Policy violation a page reports, across navigations: the
 * `securitypolicyviolation` events of each document and the console errors Chromium logs for
 * blocked resources.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (
        window as unknown as { __reportCspViolation: (t: string) => void }
      ).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}
