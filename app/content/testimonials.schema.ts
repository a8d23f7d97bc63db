import { z } from "zod";

import { slug, text } from "./schema-parts.ts";

/**
 * A named testimonial (`content/testimonials.json`). The shipped names are fictitious
 * placeholders, like the clients: a client's name, title and photo go live only with their
 * written approval.
 */
const testimonialSchema = z.object({
  quote: z.string().trim().min(20).max(400),
  /** The person's role, as the case study attributes the quote. */
  attribution: text,
  organisation: text,
  name: text,
  /** A square image under public/, at least 128 px; null shows the drawn fallback. */
  photo: z
    .string()
    .regex(
      /^\/.+\.(jpg|jpeg|png|webp)$/,
      "a file under public/, .jpg, .png or .webp",
    )
    .nullable(),
  /** The case study the quote comes from (its id: /case-studies/<id>). */
  caseStudyId: slug,
});

/** The first testimonial is the one the home page shows. */
export const testimonialsFileSchema = z.object({
  testimonials: z.array(testimonialSchema).min(1),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
