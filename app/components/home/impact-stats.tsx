import { impactStats } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { Icon } from "../ui/icon";
import { homeIcons } from "./home-icons";
import { Section, SectionHeading } from "../ui/section";

export function ImpactStats() {
  const intro = homeSections.impact;
  return (
    <Section tone="night" aria-labelledby="impact-heading">
      <SectionHeading
        id="impact-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
        align="center"
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <dl className="mt-14 grid gap-px overflow-hidden rounded-card bg-on-night-line sm:grid-cols-2 lg:grid-cols-4">
        {impactStats.map((stat) => (
          <div key={stat.label} className="flex flex-col bg-night-raised p-8">
            <Icon
              icon={homeIcons[stat.icon]}
              className="order-first size-6 text-accent"
            />
            <dt className="mt-6 text-lg font-semibold text-on-night">
              {stat.label}
            </dt>
            <dd className="order-first mt-5 text-5xl font-extrabold tracking-tight text-white lg:text-6xl">
              {stat.number}
            </dd>
            <dd className="mt-2 text-sm leading-relaxed text-on-night-soft">
              {stat.description}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
