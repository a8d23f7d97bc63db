import { z } from "zod";

import { unknownFacts } from "./facts.ts";

/** The pieces the content schemas share. */

/** Text that is not blank. */
export const text = z.string().trim().min(1);

/** An id that is also part of an address: lower-case letters and digits, words joined by -. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");

/** Text that may name a company fact as {token} ({name}, {legalName}, {bbbeeLevel}, …). */
export const textWithFacts = text.superRefine((value, context) => {
  for (const token of unknownFacts(value))
    context.addIssue({
      code: "custom",
      message: `{${token}} names no company fact (app/content/facts.ts)`,
    });
});
