import { z } from "zod";

/** The pieces the content schemas share. */

/** Text that is not blank. */
export const text = z.string().trim().min(1);

/** An id that is also part of an address: lower-case letters and digits, words joined by -. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, -)");
