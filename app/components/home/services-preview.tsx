import { Link } from "react-router";

import { serviceAnchor, homeSections } from "../../content/home";
import { services as siteServices, type Service } from "../../content/services";
import { IconTile } from "../ui/icon-tile";
import { Section, SectionHeading } from "../ui/section";

/** One tile per service, each opening its service on /services (design log 076). */
export function ServicesPreview({
  services = siteServices,
}: { services?: readonly Service[] } = {}) {
  const intro = homeSections.services;
  return (
    <Section spacing="home" split="heading" tone="subtle">
      <SectionHeading {...intro} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {/* Keyed by place: an entry being added in the editor has no id yet. */}
        {services.map((service, index) => (
          <li key={index}>
            <Link
              to={serviceAnchor(service.id)}
              className="group relative flex h-full flex-wrap items-center gap-2.5 rounded-2xl border border-line bg-canvas p-2.5 pr-5 shadow-card hover:border-brand hover:shadow-raised motion-safe:transition motion-safe:duration-200 motion-safe:hover:-translate-y-0.5 sm:static sm:flex-col sm:flex-nowrap sm:items-stretch sm:gap-3 sm:p-4"
            >
              <span className="contents sm:flex sm:items-start sm:justify-between max-sm:[&>:first-child]:size-9">
                <IconTile icon={service.image} color={service.color} />
                <span
                  aria-hidden="true"
                  className="absolute top-2 right-2 text-sm leading-none text-ink-soft group-hover:text-brand motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 sm:static sm:text-lg"
                >
                  →
                </span>
              </span>
              <span className="flex-1 text-[0.8125rem] leading-snug font-bold wrap-break-word hyphens-auto text-ink sm:mt-auto sm:flex-initial sm:text-base sm:wrap-normal">
                {service.shortName}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
