import type { PageContent } from "../pages";

export const homePage = {
  name: "Home",
  description:
    "Khanyisa Digital builds custom software, supply-chain, workflow and AI systems for South African enterprises and the public sector. B-BBEE Level 1, 100% black- and female-owned, delivering since 2000.",
  hero: {
    eyebrow: "South African software & ICT solutions since 2000",
    title: "Systems that deliver when the stakes are highest",
    subtitle:
      "We design, build and run the software that provincial departments, insurers and manufacturers depend on: small senior teams, in production in months, not years.",
  },
} as const satisfies PageContent;
