/**
 * Named testimonials. The quotes are the case studies' own (each study imports its quote from
 * here, so the words are said once).
 *
 * The names are fictitious placeholders, like the clients in clients.ts: a client's name, title
 * and photo go live only with their written approval. `photo` is a path under /public (a square
 * image, at least 128 px), or null for the drawn fallback.
 */
export interface Testimonial {
  quote: string;
  /** The person's role, as the case study attributes the quote. */
  attribution: string;
  organisation: string;
  name: string;
  photo: string | null;
  /** The case study the quote comes from (its id, and /case-studies#<id>). */
  caseStudyId: string;
}

export const educationTestimonial = {
  quote:
    "For the first time we could tell a principal exactly where their books were, and prove it. The system was live in three months and it has carried every delivery season since.",
  attribution: "Director: Learning and Teaching Support Material",
  organisation: "Provincial Department of Education",
  name: "Nomvula Khumalo",
  photo: null,
  caseStudyId: "education-supply-chain",
} as const satisfies Testimonial;

/** The testimonial the home page shows. */
export const homeTestimonial: Testimonial = educationTestimonial;
