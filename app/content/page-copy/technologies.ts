import type { PageContent } from "../pages";
import { identity } from "../identity";

export const technologiesPage = {
  name: "Technologies",
  description: `The platforms, languages and cloud services ${identity.name} uses to build secure, scalable enterprise systems, and how deep our expertise in each goes.`,
  hero: {
    eyebrow: "Technologies",
    title: "Proven platforms, chosen for the long run",
    subtitle:
      "We pick technology that your team can support for a decade: mature frameworks, open standards and cloud services with South African data residency where it matters.",
    illustration: "data-centre",
  },
} as const satisfies PageContent;
