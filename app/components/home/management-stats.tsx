import { basisLabel } from "../../content/figures";
import { managementStats } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { Section } from "../ui/section";
import { HomeHeading, HomeSplit } from "./home-section";

/** Four figures, two by two on a phone, each on a saffron rule: value, what it counts, its basis. */
export function ManagementStats() {
  const intro = homeSections.management;
  return (
    <Section spacing="home" tone="subtle" aria-labelledby="management-heading">
      <HomeSplit>
        <HomeHeading id="management-heading" {...intro} />
        <dl className="grid grid-cols-2 gap-x-5 gap-y-6 sm:grid-cols-4">
          {managementStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col border-l-2 border-accent pl-4"
            >
              <dt className="mt-2 text-sm leading-snug text-ink">
                {stat.label}
              </dt>
              <dd className="order-first text-2xl font-extrabold tracking-tight text-ink sm:text-3xl xl:text-4xl">
                {stat.value}
              </dd>
              <dd className="mt-2 text-xs leading-snug text-ink-soft">
                <strong>{basisLabel}</strong> {stat.source}
              </dd>
            </div>
          ))}
        </dl>
      </HomeSplit>
    </Section>
  );
}
