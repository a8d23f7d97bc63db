import { clients } from "../../content/clients";
import { clientWall, homeSections } from "../../content/home";
import { homeTestimonial } from "../../content/testimonials";
import { ButtonLink } from "../ui/button";
import { ClientWordmark } from "../ui/client-wordmark";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { Testimonial } from "./testimonial";

// A cell of the client wall: the wall's background shows between cells as hairlines.
const cell = "flex min-w-0 items-center px-2.5 py-3 wrap-anywhere sm:px-4";

/** The client wall (three columns) beside a named testimonial, then the case studies. */
export function ClientTrustBar() {
  const intro = homeSections.clients;
  return (
    <Section spacing="home" split="heading">
      <div>
        <SectionHeading {...intro} />
        <Testimonial testimonial={homeTestimonial} />
      </div>
      <div>
        <ul
          aria-label="Clients"
          className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3"
        >
          {clients.map((client) => (
            <li key={client.name} className={`${cell} bg-canvas`}>
              <ClientWordmark client={client} />
            </li>
          ))}
          <li
            className={`${cell} bg-canvas-subtle text-xs leading-snug text-ink-soft sm:text-sm`}
          >
            <p>{clientWall.more}</p>
          </li>
        </ul>
        <ButtonLink
          to="/case-studies"
          variant="outline"
          size="lg"
          className="mt-6"
        >
          {clientWall.caseStudiesLink}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
