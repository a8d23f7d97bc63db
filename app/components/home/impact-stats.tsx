import { impactStats } from "../../content/home";
import { basisLabel } from "../../content/figures";
import { homeSections } from "../../content/home-sections";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";
import { HomeHeading } from "./home-section";
import { homeIcons } from "./home-icons";

/**
 * The four impact figures, two by two on a phone, in hairline cells: the figure, its label with
 * an icon, what it means, and the basis it rests on.
 */
export function ImpactStats() {
  const intro = homeSections.impact;
  return (
    <Section spacing="home" tone="night" aria-labelledby="impact-heading">
      <HomeHeading id="impact-heading" {...intro} />
      <dl className="mt-6 grid grid-cols-1 gap-px overflow-hidden rounded-card bg-on-night-line min-[22rem]:grid-cols-2 lg:mt-8 lg:grid-cols-4">
        {impactStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col bg-night-raised p-4 sm:p-6 lg:p-8"
          >
            <dt className="mt-2 flex items-center gap-2 font-semibold text-on-night sm:text-lg">
              <Icon
                name={homeIcons[stat.icon]}
                className="size-4 shrink-0 text-accent sm:size-5"
              />
              {stat.label}
            </dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
              {stat.number}
            </dd>
            <dd className="mt-2 mb-3 text-sm leading-snug text-on-night-soft">
              {stat.description}
            </dd>
            <dd className="mt-auto border-t border-on-night-line pt-3 text-xs leading-snug text-on-night-soft">
              <strong className="font-semibold text-accent">
                {basisLabel}
              </strong>{" "}
              {stat.source}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
