import { Link } from "react-router";

import { serviceAnchor } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import type { ServiceTile } from "../../content/service-tile";
import { serviceTiles as siteServiceTiles } from "../../content/service-tiles";
import { IconTile } from "../ui/icon-tile";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/**
 * One tile per service, each opening its own service on /services (an arrow onward, not
 * outward). The site's tiles; the editor's preview passes the ones of the entry being edited.
 */
export function ServicesPreview({
  serviceTiles = siteServiceTiles,
}: { serviceTiles?: readonly ServiceTile[] } = {}) {
  const intro = homeSections.services;
  return (
    <HomeSection tone="subtle" aria-labelledby="services-preview-heading">
      <div className="home-split">
        <HomeHeading id="services-preview-heading" {...intro} />
        <ul className="home-tiles">
          {serviceTiles.map((service) => (
            <li key={service.id}>
              <Link to={serviceAnchor(service.id)} className="group home-tile">
                <span>
                  <IconTile
                    icon={homeIcons[service.icon]}
                    color={service.color}
                  />
                  <span aria-hidden="true">→</span>
                </span>
                <span>{service.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
