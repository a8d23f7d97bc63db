import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";

import { homeSections } from "../../content/home-sections";
import { serviceIcons } from "../../content/service-icons";
import { IconTile } from "../ui/icon-tile";
import { homeIcons } from "./home-icons";
import { Section, SectionHeading } from "../ui/section";

export function ServicesPreview() {
  const intro = homeSections.services;
  return (
    <Section tone="subtle" aria-labelledby="services-preview-heading">
      <SectionHeading
        id="services-preview-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {serviceIcons.map((service) => (
          <li key={service.id}>
            <Link
              to="/services"
              className="group flex h-full flex-col justify-between gap-6 rounded-card border border-line bg-canvas p-5 shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-brand hover:shadow-raised"
            >
              <span className="flex items-start justify-between">
                <IconTile
                  icon={homeIcons[service.icon]}
                  color={service.color}
                />
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-5 text-ink-soft transition-colors group-hover:text-brand"
                />
              </span>
              <span className="text-sm font-bold text-ink sm:text-base">
                {service.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
