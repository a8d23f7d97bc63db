import { Link } from "react-router";

import { serviceAnchor } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { serviceIcons as siteServiceIcons } from "../../content/service-icons";
import { IconTile } from "../ui/icon-tile";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/**
 * Twelve tiles, each opening its own service on /services (an arrow onward, not outward). The
 * site's tiles; the editor's preview passes the entry being edited.
 */
export function ServicesPreview({
  serviceIcons = siteServiceIcons,
}: { serviceIcons?: typeof siteServiceIcons } = {}) {
  const intro = homeSections.services;
  return (
    <HomeSection tone="subtle" aria-labelledby="services-preview-heading">
      <div className="home-split">
        <HomeHeading id="services-preview-heading" {...intro} />
        <ul className="home-tiles">
          {serviceIcons.map((service) => (
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
