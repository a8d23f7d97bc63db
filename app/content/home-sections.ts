import { fillFacts } from "./facts";
import { home } from "./home";

/** Headings and introductions of the home page's sections, in page order (`content/home.json`). */
export const homeSections = home.sections;

export const challengesAndSolutions = home.challengesAndSolutions;

export const aboutPreview = {
  ...home.aboutPreview,
  paragraphs: home.aboutPreview.paragraphs.map(fillFacts),
};

export const satisfactionGuarantee = home.satisfactionGuarantee;
