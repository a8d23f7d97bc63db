import type { Locator, Page } from "playwright";

import { describeFocus, focusProblems } from "./focus";

/** The only keys a keyboard-only journey uses. */
export type JourneyKey = "Tab" | "Shift+Tab" | "Enter" | "Space" | "Escape";

/**
 * Presses one key and reports what is wrong with focus afterwards (see `focusProblems`), each
 * problem prefixed with the key, so a failing journey says at which step focus was lost.
 */
export async function pressAndCheckFocus(
  page: Page,
  key: JourneyKey,
): Promise<string[]> {
  await page.keyboard.press(key === "Space" ? " " : key);
  const report = await describeFocus(page);
  return focusProblems(report).map((problem) => `after ${key}: ${problem}`);
}

/** Whether the locator's element has focus (false, at once, when there is no such element). */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) =>
    elements.some((element) => element === document.activeElement),
  );
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking focus after every press.
 * Returns the focus problems met on the way, and fails when the target is not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  {
    key = "Tab",
    maxPresses = 80,
  }: { key?: "Tab" | "Shift+Tab"; maxPresses?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    problems.push(...(await pressAndCheckFocus(page, key)));
    if (await hasFocus(target)) return problems;
  }
  throw new Error(`${key} did not reach ${target} in ${maxPresses} presses`);
}

/**
 * Presses Tab from the top of the page until focus leaves it (back to <body>, as when Tab moves
 * on to the browser's own controls), checking focus after every press but the last. Returns the
 * problems met and the number of controls reached; fails when focus never leaves.
 */
export async function tabThroughPage(
  page: Page,
  { maxPresses = 300 }: { maxPresses?: number } = {},
): Promise<{ problems: string[]; reached: number }> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement)
      document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    const report = await describeFocus(page);
    if (!report.element) return { problems, reached: press };
    problems.push(
      ...focusProblems(report).map((problem) => `after Tab: ${problem}`),
    );
  }
  throw new Error(`Tab did not leave the page in ${maxPresses} presses`);
}
