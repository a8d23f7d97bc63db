import { ArrowRight } from "lucide-react";

import { clients } from "../../content/clients";
import { homeSections } from "../../content/home-sections";
import { ButtonLink } from "../ui/button";
import { ClientWordmark } from "../ui/client-wordmark";
import { Section, SectionHeading } from "../ui/section";

export function ClientTrustBar() {
  const intro = homeSections.clients;
  return (
    <Section aria-labelledby="clients-heading">
      <SectionHeading
        id="clients-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
        align="center"
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <ul
        aria-label="Clients"
        className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line md:grid-cols-3 xl:grid-cols-4"
      >
        {clients.map((client) => (
          <li
            key={client.name}
            className="flex items-start bg-canvas p-4 sm:items-center sm:p-5"
          >
            <ClientWordmark client={client} />
          </li>
        ))}
        <li className="hidden items-center bg-canvas-subtle px-5 py-5 md:flex xl:col-span-2">
          <p className="text-sm text-ink-soft">
            And more than 200 projects for public bodies and private companies
            since 2000.
          </p>
        </li>
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/case-studies" variant="outline" size="lg">
          View Case Studies
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
