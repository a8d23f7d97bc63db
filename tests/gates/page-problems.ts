import type { ConsoleMessage, Page, Request, Response } from "playwright";

export interface PageProblemOptions {
  /**
   * Requests that are meant to fail and are not a fault of the site, e.g. the third-party hosts
   * a test blocks on purpose. Return true to leave the request out, together with the browser's
   * own "Failed to load resource" console line about it.
   */
  expectedFailure?: (request: Request) => boolean;
}

/**
 * Watches a page, and every request of its browser context (the service worker's included, so a
 * precache entry that 404s is caught), for what a visitor's console and network panel would show
 * as a fault: console errors, uncaught exceptions and rejections, requests that fail and responses
 * with status 400 or above. `problems` lists them as they happen; `stop()` stops watching.
 */
export function watchPageProblems(
  page: Page,
  { expectedFailure = () => false }: PageProblemOptions = {},
) {
  const context = page.context();
  const consoleErrors: { text: string; url: string; line: number }[] = [];
  const otherProblems: string[] = [];
  const expectedUrls = new Set<string>();

  const fromWorker = (request: Request) =>
    request.serviceWorker() ? " from the service worker" : "";
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    consoleErrors.push({ text: message.text(), url, line: lineNumber });
  };
  const onPageError = (error: Error) => {
    otherProblems.push(`uncaught: ${error.message}`);
  };
  const onRequestFailed = (request: Request) => {
    if (expectedFailure(request)) {
      expectedUrls.add(request.url());
      return;
    }
    otherProblems.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "unknown"})${fromWorker(request)}`,
    );
  };
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    const request = response.request();
    if (expectedFailure(request)) {
      expectedUrls.add(request.url());
      return;
    }
    otherProblems.push(
      `HTTP ${response.status()}: ${request.method()} ${response.url()}${fromWorker(request)}`,
    );
  };

  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  context.on("requestfailed", onRequestFailed);
  context.on("response", onResponse);
  return {
    /** Everything seen so far, console errors first. */
    get problems(): string[] {
      return [
        ...consoleErrors
          // The browser's own line about a request the test meant to fail.
          .filter(
            ({ text, url }) =>
              !(
                text.startsWith("Failed to load resource") &&
                expectedUrls.has(url)
              ),
          )
          .map(
            ({ text, url, line }) =>
              `console error: ${text}${url ? ` (${url}:${line})` : ""}`,
          ),
        ...otherProblems,
      ];
    },
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      context.off("requestfailed", onRequestFailed);
      context.off("response", onResponse);
    },
  };
}

/**
 * The links in a page's <main> that lead to the page itself, as “words” → href: a call to
 * action that goes nowhere (“Explore our services” on /services, “Get started” → /contact on
 * /contact). A link written as an in-page anchor (“#pillars”: a table of contents, the skip link)
 * is there on purpose and left out; one written with the page's path is not, its #section
 * included.
 */
export function linksToItself(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const trimmed = (pathname: string) => pathname.replace(/\/$/, "") || "/";
    return [...document.querySelectorAll("main a[href]")]
      .filter((link) => {
        if (link.getAttribute("href")?.startsWith("#")) return false;
        const target = new URL((link as HTMLAnchorElement).href);
        return (
          target.origin === location.origin &&
          trimmed(target.pathname) === trimmed(location.pathname)
        );
      })
      .map(
        (link) =>
          `“${(link.textContent ?? "").replace(/\s+/g, " ").trim()}” → ${link.getAttribute("href") ?? ""}`,
      );
  });
}
