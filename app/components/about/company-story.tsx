import { statements, story } from "../../content/about";
import { Section, SectionHeading } from "../ui/section";

/** Our Story: where we come from, with the milestones beside it. */
export function OurStory() {
  return (
    <Section aria-labelledby="our-story-heading">
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-20">
        <div>
          <SectionHeading
            id="our-story-heading"
            eyebrow="Since 2000"
            title="Our Story"
          />
          <div className="mt-6 space-y-5 text-lead text-ink-soft">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ol className="relative space-y-8 self-center border-l-2 border-line pl-8">
          {story.milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.4rem] size-4 rounded-full border-4 border-canvas bg-accent ring-2 ring-accent"
              />
              <p className="text-3xl font-extrabold tracking-tight text-brand">
                {milestone.year}
              </p>
              <p className="mt-1 font-medium text-ink">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Mission, vision and goal on the dark band. */
export function MissionVisionGoal() {
  return (
    <Section tone="night" aria-labelledby="mission-heading">
      <SectionHeading
        id="mission-heading"
        eyebrow="What drives us"
        title="Mission, Vision and Goal"
      />
      <dl className="mt-12 grid gap-px overflow-hidden rounded-card bg-on-night-line md:grid-cols-3">
        {statements.map((statement) => (
          <div key={statement.label} className="bg-night-raised p-8 lg:p-10">
            <dt className="text-sm font-semibold tracking-widest text-accent uppercase">
              {statement.label}
            </dt>
            <dd className="mt-4 text-xl leading-snug font-semibold text-on-night">
              {statement.text}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
