/** A build-time flag (decision 032) is on for `on`, `true` or `1`; anything else is off. */
export function flagIsOn(value: string | undefined): boolean {
  return ["on", "true", "1"].includes(value?.trim().toLowerCase() ?? "");
}
