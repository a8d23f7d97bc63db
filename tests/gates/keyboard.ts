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
export function hasFocus(locator: Locator): Promise<boolean> {
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
