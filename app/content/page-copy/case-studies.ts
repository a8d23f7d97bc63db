import type { PageContent } from "../pages";
import { identity } from "../identity";

export const caseStudiesPage = {
  name: "Case Studies",
  description: `How ${identity.name} raised school-supply delivery rates from 42% to 99.8% for a provincial Department of Education, and cut client onboarding time by 30% for a large insurer.`,
  hero: {
    eyebrow: "Case studies",
    title: "Results our clients can measure",
    subtitle:
      "From textbooks reaching every classroom to insurers onboarding clients faster: systems that have stayed in production for years, not months.",
    illustration: "school-delivery",
  },
} as const satisfies PageContent;
