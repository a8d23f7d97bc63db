import type { CaseStudy, CaseStudyFile } from "../case-studies.schema.ts";
import { testimonialOf, testimonials } from "../testimonials.ts";

/** The case studies by `order`, each quoting its testimonial in testimonials.json, or its own. */
export function caseStudyIndex(files: readonly CaseStudyFile[]) {
  const caseStudies: readonly CaseStudy[] = [...files]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((file) => {
      const { quote, attribution, organisation } =
        testimonials.find((named) => named.caseStudyId === file.id) ??
        file.testimonial ??
        testimonialOf(file.id);
      return { ...file, testimonial: { quote, attribution, organisation } };
    });

  const findCaseStudy = (id: string | undefined) =>
    caseStudies.find((study) => study.id === id);

  return {
    caseStudies,
    findCaseStudy,
    /** The study a URL fragment ("#education-supply-chain") names, if any. */
    caseStudyForHash(hash: string): CaseStudy | undefined {
      return findCaseStudy(decodeURIComponent(hash.replace(/^#/, "")));
    },
    /** The study after this one in the list, the first after the last; none when it is alone. */
    nextCaseStudy(study: CaseStudy): CaseStudy | undefined {
      const index = caseStudies.findIndex((other) => other.id === study.id);
      const next = caseStudies[(index + 1) % caseStudies.length];
      return next && next.id !== study.id ? next : undefined;
    },
  };
}
