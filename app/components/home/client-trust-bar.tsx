import { clients } from "../../content/clients";
import { clientWall, homeSections } from "../../content/home-sections";
import { ButtonLink } from "../ui/button";
import { ClientWordmark } from "../ui/client-wordmark";
import { Icon } from "../ui/icon";
import { HomeHeading, HomeSection } from "./home-section";
import { Testimonial } from "./testimonial";

/** The client wall (three columns) beside a named testimonial, then the case studies. */
export function ClientTrustBar() {
  const intro = homeSections.clients;
  return (
    <HomeSection aria-labelledby="clients-heading">
      <div className="home-split">
        <div>
          <HomeHeading id="clients-heading" {...intro} />
          <Testimonial />
        </div>
        <div>
          <ul aria-label="Clients" className="home-wall">
            {clients.map((client) => (
              <li key={client.name}>
                <ClientWordmark client={client} />
              </li>
            ))}
            <li>
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
      </div>
    </HomeSection>
  );
}
