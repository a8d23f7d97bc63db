import { managementStats, homeSections } from "../../content/home";
import { Section, SectionHeading } from "../ui/section";
import { StatFigure } from "../ui/stat-figure";
import { HomeSplit } from "./home-section";

export function ManagementStats() {
  const intro = homeSections.management;
  return (
    <Section spacing="home" tone="subtle" aria-labelledby="management-heading">
      <HomeSplit>
        <SectionHeading spacing="home" id="management-heading" {...intro} />
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
      </HomeSplit>
    </Section>
  );
}
