import type { PageContent } from "../pages";

export const blogPage = {
  name: "Blog",
  description:
    "Practical guidance on digital transformation, AI and enterprise web applications for South African business and public-sector leaders.",
  hero: {
    eyebrow: "Insights",
    title: "Insights for leaders who have to deliver",
    subtitle:
      "Field notes from two decades of building enterprise systems in South Africa: what works, what it costs and how to get started.",
    illustration: "insights",
  },
} as const satisfies PageContent;
