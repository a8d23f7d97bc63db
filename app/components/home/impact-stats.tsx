import { impactStats } from "../../content/home";
import { basisLabel } from "../../content/figures";
import { homeSections } from "../../content/home-sections";
import { Icon } from "../ui/icon";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/** The four impact figures, two by two on a phone, each with the basis it rests on. */
export function ImpactStats() {
  const intro = homeSections.impact;
  return (
    <HomeSection tone="night" aria-labelledby="impact-heading">
      <HomeHeading id="impact-heading" {...intro} />
      <dl className="home-body home-impact">
        {impactStats.map((stat) => (
          <div key={stat.label}>
            <dt>
              <Icon name={homeIcons[stat.icon]} />
              {stat.label}
            </dt>
            <dd>{stat.number}</dd>
            <dd>{stat.description}</dd>
            <dd>
              <strong>{basisLabel}</strong> {stat.source}
            </dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
