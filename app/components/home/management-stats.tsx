import { managementStats } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { Section, SectionHeading } from "../ui/section";

export function ManagementStats() {
  const intro = homeSections.management;
  return (
    <Section tone="subtle" aria-labelledby="management-heading">
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center">
        <div className="lg:col-span-4">
          <SectionHeading
            id="management-heading"
            eyebrow={intro.eyebrow}
            title={intro.title}
          >
            <p>{intro.intro}</p>
          </SectionHeading>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-8 lg:grid-cols-4">
          {managementStats.map((stat) => (
            <div
              key={stat.id}
              className="flex flex-col border-l-2 border-accent pl-5"
            >
              <dt className="mt-2 text-sm leading-snug text-ink-soft">
                {stat.label}
              </dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
