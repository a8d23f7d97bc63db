import { z } from "zod";

import { unknownPageFacts } from "./page-facts.ts";

/** The pieces the content schemas share. */

/** Text that is not blank. */
export const text = z.string().trim().min(1);

/** An id that is also part of an address: lower-case letters and digits, words joined by -. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");

/**
 * A check that a text names only company facts as `{token}` ({name}, {bbbeeLevel}, …; see
 * page-facts.ts), and the tokens in `more` that its own module fills.
 */
export function onlyKnownTokens(more: readonly string[] = []) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    for (const token of unknownPageFacts(value))
      if (!more.includes(token))
        context.addIssue({
          code: "custom",
          message: `{${token}} names no company fact (app/content/page-facts.ts)`,
        });
  };
}

/** Text that may name a company fact as {token}: "B-BBEE Level {bbbeeLevel}". */
export const textWithFacts = text.superRefine(onlyKnownTokens());
