import { CaseStudyCard } from "../../app/components/case-studies/case-study-card";
import { CaseStudyPage } from "../../app/components/case-studies/case-study-page";
import { caseStudies, type CaseStudy } from "../../app/content/case-studies";
import { caseStudyIndex } from "../../app/content/case-studies/list";
import type { CaseStudyFile } from "../../app/content/case-studies.schema";
import { testimonialOf } from "../../app/content/testimonials";
import { pictureUrl, PreviewPart, sitePreview } from "./frame";

const noWords: CaseStudy["testimonial"] = {
  quote: "",
  attribution: "",
  organisation: "",
};

/** The study's words, or the testimonial naming it, as the build resolves them; or its complaint. */
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
 * /case-studies/<id> (the page, then the next study with this one in the list) and its card,
 * inert: its dialog would write its id into the editor's own address.
 */
export const caseStudyPreview = sitePreview<CaseStudyFile>(
  (data, pictures) => {
    const study: CaseStudy = {
      ...data,
      // Drawn at each picture's own size: the build reads it from the file.
      screenshots: data.screenshots.map((shot) => ({
        ...shot,
        src: pictureUrl(shot.src, pictures, ["screenshots", "src"]),
      })),
      testimonial: wordsOf(data).testimonial,
    };
    const { nextCaseStudy } = caseStudyIndex([
      ...caseStudies.filter((other) => other.id !== study.id),
      study,
    ]);
    return (
      <>
        <CaseStudyPage study={study} next={nextCaseStudy(study)} />
        <PreviewPart>Its card on /case-studies</PreviewPart>
        <div inert className="container-page py-10">
          <CaseStudyCard study={study} />
        </div>
      </>
    );
  },
  (data) => wordsOf(data).problems,
);
