import { Testimonial as CaseStudyQuote } from "../../app/components/case-studies/detail-parts";
import { Testimonial as HomeQuote } from "../../app/components/home/testimonial";
import type { Testimonial } from "../../app/content/testimonials";
import { pictureUrl, PreviewPart, sitePreview } from "./frame";

/**
 * The first testimonial as Home quotes it, then each on the case study it names (unless the
 * study has words of its own).
 */
export const testimonialsPreview = sitePreview<{ testimonials: Testimonial[] }>(
  (data, pictures) => {
    const [first] = data.testimonials;
    return (
      <>
        {first ? (
          <>
            <PreviewPart>On Home: the first</PreviewPart>
            <div className="container-page max-w-xl pt-4 pb-10">
              <HomeQuote
                testimonial={{
                  ...first,
                  photo:
                    first.photo &&
                    pictureUrl(first.photo, pictures, [
                      "testimonials",
                      "photo",
                    ]),
                }}
              />
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
      </>
    );
  },
);
