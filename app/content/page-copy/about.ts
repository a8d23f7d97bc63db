import type { PageContent } from "../pages";
import { identity } from "../identity";

export const aboutPage = {
  name: "About",
  description: `Founded in ${identity.founded}, ${identity.name} is a B-BBEE Level ${identity.bbbeeLevel}, 100% black-owned and female-owned South African software company with more than 200 projects delivered.`,
  hero: {
    eyebrow: "About us",
    title: "Doing the impossible, for the demanding, with dignity & pride",
    subtitle:
      "For more than two decades we have built the systems South African institutions run on, with senior squads of three to five people who own the outcome.",
    illustration: "sandton-office",
  },
} as const satisfies PageContent;
