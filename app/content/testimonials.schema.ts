import { z } from "zod";

import { imagePath, slug, text } from "./schema-parts.ts";

/** A named testimonial (`content/testimonials.json`); the shipped names are placeholders. */
const testimonialSchema = z.object({
  quote: z.string().trim().min(20).max(400),
  attribution: text,
  organisation: text,
  name: text,
  photo: imagePath({ folder: "testimonials", width: 256, svg: false })
    .nullable()
    .meta({
      description:
        "Only with the person’s written approval. A square photo looks best. Leave empty to show a drawn circle.",
    }),
  caseStudyId: slug,
});

const testimonialsFileFields = z.object({
  testimonials: z.array(testimonialSchema).min(1),
});

export const testimonialsFileSchema = testimonialsFileFields.meta({
  title: "Testimonials",
  description:
    "Quotes from clients. The first is Home's; a case study names its own by id.",
});

export type Testimonial = z.infer<typeof testimonialSchema>;
