import file from "../../content/testimonials.json" with { type: "json" };
import type { Testimonial } from "./testimonials.schema";

export type { Testimonial } from "./testimonials.schema";

/** Named testimonials; the case studies quote them from here, so the words are said once. */
export const testimonials = file.testimonials as Testimonial[];

export const homeTestimonial: Testimonial = testimonials[0] as Testimonial;

/** The testimonial a case study quotes; the build fails if the study has none. */
export function testimonialOf(caseStudyId: string): Testimonial {
  const found = testimonials.find(
    (testimonial) => testimonial.caseStudyId === caseStudyId,
  );
  if (!found)
    throw new Error(
      `content/testimonials.json has no testimonial for the case study "${caseStudyId}"`,
    );
  return found;
}
