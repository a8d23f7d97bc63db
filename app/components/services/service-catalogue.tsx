import { serviceIcons } from "../../content/service-icons";
import { services, servicesSections } from "../../content/services";
import { Section, SectionHeading } from "../ui/section";
import { ServiceCard } from "./service-card";

export function ServiceCatalogue() {
  const intro = servicesSections.catalogue;
  return (
    <Section tone="subtle" aria-labelledby="catalogue-heading">
      <SectionHeading
        id="catalogue-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <nav aria-label="Services on this page" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {serviceIcons.map((service) => (
            <li key={service.id}>
              <a
                href={`#service-${service.id}`}
                className="inline-flex min-h-10 items-center rounded-full bg-canvas px-4 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:text-brand hover:ring-brand"
              >
                {service.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-10 grid gap-6 xl:grid-cols-2">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
