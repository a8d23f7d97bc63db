import type { z } from "zod";

import { CaseStudyCard } from "../../app/components/case-studies/case-study-card";
import { CaseStudyPage } from "../../app/components/case-studies/case-study-page";
import { caseStudies, type CaseStudy } from "../../app/content/case-studies";
import { caseStudyIndex } from "../../app/content/case-studies/list";
import type { CaseStudyFile } from "../../app/content/case-studies.schema";
import { testimonialOf } from "../../app/content/testimonials";
import {
  type PicturesOfEntry,
  pictureUrl,
  type PreviewEntry,
  PreviewFrame,
  PreviewPart,
  readEntry,
} from "./frame";

const noWords: CaseStudy["testimonial"] = {
  quote: "",
  attribution: "",
  organisation: "",
};

/**
 * The client's words the study shows: its own, or (when it has none) the testimonial in
 * content/testimonials.json that names it, as the build resolves them; the build's complaint when
 * there is neither.
 */
function wordsOf(study: CaseStudyFile): {
  testimonial: CaseStudy["testimonial"];
  problems: string[];
} {
  if (study.testimonial)
    return { testimonial: study.testimonial, problems: [] };
  // Without an id it names no testimonial yet; the missing id is listed already.
  if (!study.id) return { testimonial: noWords, problems: [] };
  try {
    const { quote, attribution, organisation } = testimonialOf(study.id);
    return { testimonial: { quote, attribution, organisation }, problems: [] };
  } catch (error) {
    return {
      testimonial: noWords,
      problems: [`Client's words: ${(error as Error).message}`],
    };
  }
}

/**
 * A case study as /case-studies/<id> draws it (the page, then the next study as the list orders
 * them with this one in it), and its card on /case-studies. The card cannot be clicked: its
 * dialog would write its id into the editor's own address.
 */
export function caseStudyPreview(schema: z.ZodType) {
  return function CaseStudyPreview({
    entry,
    ...pictures
  }: {
    entry: PreviewEntry;
  } & PicturesOfEntry) {
    const { data, problems } = readEntry<CaseStudyFile>(entry, schema);
    const words = wordsOf(data);
    const study: CaseStudy = {
      ...data,
      // Drawn at each picture's own size: the build reads it from the file.
      screenshots: data.screenshots.map((shot) => ({
        ...shot,
        src: pictureUrl(shot.src, pictures, ["screenshots", "src"]),
      })),
      testimonial: words.testimonial,
    };
    const { nextCaseStudy } = caseStudyIndex([
      ...caseStudies.filter((other) => other.id !== study.id),
      study,
    ]);
    return (
      <PreviewFrame problems={[...problems, ...words.problems]}>
        <CaseStudyPage study={study} next={nextCaseStudy(study)} />
        <PreviewPart>Its card on /case-studies</PreviewPart>
        <div inert className="container-page py-10">
          <CaseStudyCard study={study} />
        </div>
      </PreviewFrame>
    );
  };
}
