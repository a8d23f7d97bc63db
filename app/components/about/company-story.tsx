import { Link } from "react-router";

import { statements, story } from "../../content/about";
import { pageLink } from "../../content/navigation";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

const supplierInformation = pageLink("procurement");

/** Our story: where we come from, with the milestones beside it (under it on a phone). */
export function OurStory() {
  return (
    <Section spacing="about">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-20">
        <div>
          <SectionHeading {...story} />
          <div className="mt-4 space-y-4 text-ink-soft sm:text-lg">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* The B-BBEE level above, as a buyer verifies it: every credential with its document. */}
          <Link
            to={supplierInformation.route}
            className="mt-5 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            {supplierInformation.name}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ol className="grid gap-6 self-center border-l-2 border-line pl-8 min-[22rem]:grid-cols-3 min-[22rem]:gap-4 min-[22rem]:border-t-2 min-[22rem]:border-l-0 min-[22rem]:pt-5 min-[22rem]:pl-0 lg:grid-cols-1 lg:gap-8 lg:border-t-0 lg:border-l-2 lg:pt-0 lg:pl-8">
          {story.milestones.map((milestone) => (
            <li key={milestone.year} className="relative min-w-0 wrap-anywhere">
              <span
                aria-hidden="true"
                className="absolute top-2 -left-[2.45rem] size-3.5 rounded-full border-[3px] border-canvas bg-accent ring-2 ring-accent min-[22rem]:-top-[1.6rem] min-[22rem]:left-0 lg:top-2 lg:-left-[2.45rem]"
              />
              <p className="text-2xl font-extrabold tracking-tight text-brand lg:text-3xl">
                {/^\d{4}$/.test(milestone.year) ? (
                  <time dateTime={milestone.year}>{milestone.year}</time>
                ) : (
                  milestone.year
                )}
              </p>
              <p className="mt-1 text-sm font-medium text-ink lg:text-base">
                {milestone.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Mission, vision and goal: one dark panel under the story, three statements side by side from 768 px. */
export function MissionVisionGoal() {
  return (
    <Section spacing="joined">
      <SectionHeading {...statements} />
      <dl className="surface-night mt-6 grid gap-px overflow-hidden rounded-card bg-on-night-line ring-1 ring-on-night-line md:grid-cols-3 lg:mt-8">
        {statements.items.map((statement) => (
          <div
            key={statement.label}
            className="bg-night-raised p-5 sm:p-7 lg:p-8"
          >
            <dt className="text-sm font-semibold tracking-widest text-accent uppercase">
              {statement.label}
            </dt>
            <dd className="mt-1.5 leading-snug font-semibold text-on-night sm:mt-3 sm:text-lg lg:text-xl">
              {statement.text}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
