import type { PageContent } from "../pages";
import { identity } from "../identity";

export const homePage = {
  name: "Home",
  description: `${identity.name} builds custom software, supply-chain, workflow and AI systems for South African enterprises and the public sector. B-BBEE Level ${identity.bbbeeLevel}, 100% black- and female-owned, delivering since ${identity.founded}.`,
  hero: {
    eyebrow: `South African software & ICT solutions since ${identity.founded}`,
    title: "Systems that deliver when the stakes are highest",
    subtitle:
      "We design, build and run the software that provincial departments, insurers and manufacturers depend on: small senior teams, in production in months, not years.",
  },
} as const satisfies PageContent;
