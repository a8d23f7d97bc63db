import "./process-steps.css";

import {
  processSteps as siteProcessSteps,
  servicesSections as siteSections,
  stepLabel,
} from "../../content/services";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** The delivery steps as a timeline, lit step by step as it scrolls in (process-steps.css). */
export function ProcessSteps({
  processSteps = siteProcessSteps,
  servicesSections = siteSections,
}: {
  processSteps?: typeof siteProcessSteps;
  servicesSections?: typeof siteSections;
} = {}) {
  const intro = servicesSections.process;
  return (
    <Section>
      <SectionHeading eyebrow={intro.eyebrow} title={intro.title} />
      <p className="mt-3 max-w-3xl text-ink-soft sm:mt-4 sm:text-lead">
        {intro.intro}
      </p>
      {/* The rail sits beside the list: an <ol> may hold only <li> elements. */}
      <div className="process-steps relative mt-8 lg:mt-14">
        <span
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-brand-soft lg:block"
        >
          <span className="process-rail absolute inset-0 bg-linear-to-r from-brand to-accent" />
        </span>
        <ol className="grid gap-6 lg:grid-cols-4 lg:gap-8">
          {processSteps.map((step, index) => (
            <li
              key={step.name}
              // Its place in the sequence for process-steps.css; a style attribute would break the CSP.
              className="relative grid grid-cols-[3rem_1fr] gap-x-4 nth-2:[--step:1] nth-3:[--step:2] nth-4:[--step:3] nth-[n+5]:[--step:4] lg:flex lg:flex-col lg:items-center lg:text-center"
            >
              {index < processSteps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-14 -bottom-4 left-6 w-0.5 -translate-x-1/2 bg-brand-soft lg:hidden"
                >
                  <span className="process-segment absolute inset-0 bg-brand" />
                </span>
              ) : null}
              <span className="process-marker relative inline-flex size-12 items-center justify-center rounded-full bg-brand text-canvas shadow-raised ring-8 ring-canvas [&>svg]:size-5">
                <Icon name={step.icon} />
              </span>
              <div className="flex flex-col lg:mt-5 lg:flex-1 lg:items-center">
                <div className="flex items-baseline gap-2 lg:flex-col lg:items-center lg:gap-0.5">
                  <p className="text-xs font-semibold tracking-widest text-brand uppercase">
                    {stepLabel(index + 1)}
                  </p>
                  <h3 className="text-xl font-bold">{step.name}</h3>
                </div>
                <p className="mt-1.5 text-sm text-ink-soft sm:text-base">
                  {step.summary}
                </p>
                <p className="mt-2.5 border-l-2 border-accent pl-3 text-sm font-medium text-ink lg:mt-auto lg:border-t-2 lg:border-l-0 lg:pt-3 lg:pl-0">
                  {step.outcome}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
