import type { z } from "zod";

import { Testimonial as CaseStudyQuote } from "../../app/components/case-studies/detail-parts";
import { Testimonial as HomeQuote } from "../../app/components/home/testimonial";
import type { Testimonial } from "../../app/content/testimonials";
import {
  type PicturesOfEntry,
  pictureUrl,
  type PreviewEntry,
  PreviewFrame,
  PreviewPart,
  readEntry,
} from "./frame";

/**
 * The testimonials as the site quotes them: the first on Home, with its name and portrait; each
 * on the case study it names, in the study's own quote (unless the study has words of its own).
 */
export function testimonialsPreview(schema: z.ZodType) {
  return function TestimonialsPreview({
    entry,
    ...pictures
  }: {
    entry: PreviewEntry;
  } & PicturesOfEntry) {
    const { data, problems } = readEntry<{ testimonials: Testimonial[] }>(
      entry,
      schema,
    );
    const [quoted] = data.testimonials;
    const first = quoted && {
      ...quoted,
      photo:
        quoted.photo &&
        pictureUrl(quoted.photo, pictures, ["testimonials", "photo"]),
    };
    return (
      <PreviewFrame problems={problems}>
        {first ? (
          <>
            <PreviewPart>On Home: the first</PreviewPart>
            <div className="container-page max-w-xl pt-4 pb-10">
              <HomeQuote testimonial={first} />
            </div>
          </>
        ) : null}
        {data.testimonials.map((testimonial, index) => (
          <div key={index}>
            <PreviewPart>
              On /case-studies/{testimonial.caseStudyId}, unless that study
              quotes words of its own
            </PreviewPart>
            <div className="container-page max-w-5xl py-10">
              <CaseStudyQuote testimonial={testimonial} />
            </div>
          </div>
        ))}
      </PreviewFrame>
    );
  };
}
