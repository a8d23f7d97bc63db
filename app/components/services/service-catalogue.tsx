import { useEffect } from "react";

import { serviceTile } from "../../content/service-tile";
import {
  serviceElementId,
  services as siteServices,
  servicesSections as siteSections,
} from "../../content/services";
import { Section, SectionHeading } from "../ui/section";
import { ServiceCard } from "./service-card";

/** Opens the additional features of the card the address points at (`/services#service-6`). */
function useOpenTargetCard() {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const card = id ? document.getElementById(id) : null;
      const details = card?.closest("article")?.querySelector("details");
      if (details) details.open = true;
    };
    openTarget();
    window.addEventListener("hashchange", openTarget);
    return () => window.removeEventListener("hashchange", openTarget);
  }, []);
}

/** The site's services and headings; the editor's preview passes the entry being edited. */
export function ServiceCatalogue({
  services = siteServices,
  servicesSections = siteSections,
}: {
  services?: typeof siteServices;
  servicesSections?: typeof siteSections;
} = {}) {
  const intro = servicesSections.catalogue;
  useOpenTargetCard();
  return (
    <Section tone="subtle" aria-labelledby="catalogue-heading">
      <SectionHeading
        id="catalogue-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      />
      <p className="mt-3 max-w-3xl text-ink-soft sm:mt-4 sm:text-lead">
        {intro.intro}
      </p>
      <nav aria-label="Services on this page" className="mt-6 sm:mt-8">
        {/* One swipeable row on a phone, wrapped chips from 640 px. */}
        <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
          {services.map(serviceTile).map((service) => (
            <li key={service.id} className="shrink-0">
              <a
                href={`#${serviceElementId(service.id)}`}
                // Chromium leaves a chip half outside the swipeable row on Tab; show all of it.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({
                    block: "nearest",
                    inline: "nearest",
                  })
                }
                className="inline-flex min-h-10 items-center rounded-full bg-canvas px-4 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-line transition-colors hover:text-brand hover:ring-brand"
              >
                {service.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
