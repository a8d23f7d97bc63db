import { homeSections, impactStats, managementStats } from "../../content/home";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { StatFigure } from "../ui/figure-basis";

export function ImpactStats() {
  const intro = homeSections.impact;
  return (
    <Section spacing="home" tone="night">
      <SectionHeading {...intro} />
      <dl className="mt-6 grid grid-cols-1 gap-px overflow-hidden rounded-card bg-on-night-line min-[22rem]:grid-cols-2 lg:mt-8 lg:grid-cols-4">
        {impactStats.map((stat) => (
          <StatFigure
            key={stat.label}
            className="bg-night-raised p-4 sm:p-6 lg:p-8"
            value={stat.number}
            valueClassName="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            label={
              <>
                <Icon
                  name={stat.icon}
                  className="size-4 shrink-0 text-accent sm:size-5"
                />
                {stat.label}
              </>
            }
            labelClassName="mt-2 flex items-center gap-2 font-semibold text-on-night sm:text-lg"
            basis={stat.source}
            basisClassName="mt-auto border-t border-on-night-line pt-3 text-on-night-soft [&>span]:text-accent"
          >
            <dd className="mt-2 mb-3 text-sm leading-snug text-on-night-soft">
              {stat.description}
            </dd>
          </StatFigure>
        ))}
      </dl>
    </Section>
  );
}

export function ManagementStats() {
  const intro = homeSections.management;
  return (
    <Section spacing="home" tone="subtle" split="heading">
      <SectionHeading {...intro} />
      <dl className="grid grid-cols-2 gap-x-5 gap-y-6 sm:grid-cols-4">
        {managementStats.map((stat) => (
          <StatFigure
            key={stat.label}
            className="border-l-2 border-accent pl-4"
            value={stat.value}
            valueClassName="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl xl:text-4xl"
            label={stat.label}
            labelClassName="mt-2 text-sm leading-snug text-ink"
            basis={stat.source}
            basisClassName="mt-2 text-ink-soft [&>span]:font-bold"
          />
        ))}
      </dl>
    </Section>
  );
}
