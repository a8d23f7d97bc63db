import type { PageContent } from "../pages";

export const servicesPage = {
  name: "Services",
  description:
    "Custom software, supply-chain, e-commerce, content management, workflow, fleet telematics, digital transformation, AI and web application development for South African organisations.",
  hero: {
    eyebrow: "Services",
    title: "End-to-end delivery, from first workshop to 24/7 support",
    subtitle:
      "Twelve practices, one accountable team. We discover what your organisation needs, design it with your people, develop it in short visible increments and deploy it with monitoring from day one.",
    illustration: "warehouse",
  },
} as const satisfies PageContent;
