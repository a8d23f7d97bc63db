import { industries, homeSections, industryHeadings } from "../../content/home";
import { cardStyles } from "../ui/card";
import { IconTile } from "../ui/icon-tile";
import { Section, SectionHeading } from "../ui/section";
import { HomeSplit } from "./home-section";
import { markerStyles } from "./markers";

const label = "text-xs font-bold tracking-widest uppercase";

/** The industries as an exclusive accordion of native disclosures (design log 076). */
export function IndustrySolutions() {
  const intro = homeSections.industries;
  return (
    <Section spacing="home" tone="subtle" aria-labelledby="industries-heading">
      <HomeSplit>
        <SectionHeading spacing="home" id="industries-heading" {...intro} />
        <div
          className={cardStyles({
            padding: "none",
            className: "divide-y divide-line overflow-hidden",
          })}
        >
          {industries.map((industry) => (
            <details
              key={industry.industry}
              name="industries"
              className="group"
            >
              {/* The focus ring is drawn inside: outside, the accordion's clip cut it to one line. */}
              <summary className="flex cursor-pointer list-none items-center gap-4 p-4 -outline-offset-3 hover:bg-canvas-subtle sm:px-6 [&::-webkit-details-marker]:hidden">
                <IconTile icon={industry.icon} />
                <h3 className="text-lg font-bold">{industry.industry}</h3>
                <OpenMark />
              </summary>
              <div className="grid gap-4 px-4 pb-5 sm:grid-cols-2 sm:px-6 sm:pb-6">
                <div>
                  <h4 className={`${label} text-ink-soft`}>
                    {industryHeadings.challenges}
                  </h4>
                  <ul className="mt-3 space-y-2">
                    {industry.challenges.map((challenge) => (
                      <li
                        key={challenge}
                        className={markerStyles({
                          marker: "dot",
                          className: "text-ink-soft",
                        })}
                      >
                        {challenge}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="rounded-xl bg-brand-soft/60 p-4">
                  <h4 className={`${label} text-brand-strong`}>
                    {industryHeadings.solutions}
                  </h4>
                  <ul className="mt-3 space-y-2">
                    {industry.solutions.map((solution) => (
                      <li
                        key={solution}
                        className={markerStyles({
                          marker: "tick",
                          className: "text-ink",
                        })}
                      >
                        {solution}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          ))}
        </div>
      </HomeSplit>
    </Section>
  );
}

/** A plus in a ring, drawn in CSS, that turns into a cross when its disclosure opens. */
function OpenMark() {
  return (
    <span
      aria-hidden="true"
      className="relative ml-auto size-8 shrink-0 rounded-full ring-1 ring-line group-open:rotate-45 before:absolute before:top-1/2 before:left-1/2 before:h-0.5 before:w-3.5 before:-translate-1/2 before:rounded-full before:bg-brand after:absolute after:top-1/2 after:left-1/2 after:h-0.5 after:w-3.5 after:-translate-1/2 after:rotate-90 after:rounded-full after:bg-brand motion-safe:transition-transform"
    />
  );
}
