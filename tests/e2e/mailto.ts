import type { Page } from "@playwright/test";

/**
 * Records the mail-to links the page opens instead of letting the browser hand them to the OS;
 * the returned function reads them. Call it before the page loads.
 */
export async function captureMailto(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as { mailto?: string[] }).mailto = opened;
    document.addEventListener(
      "click",
      (event) => {
        const link = event.target;
        if (link instanceof HTMLAnchorElement && link.protocol === "mailto:") {
          opened.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as { mailto?: string[] }).mailto ?? []);
}
