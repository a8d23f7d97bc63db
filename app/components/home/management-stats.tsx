import { basisLabel } from "../../content/figures";
import { managementStats } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { HomeHeading, HomeSection } from "./home-section";

/** Four figures, two by two on a phone, each with its basis. */
export function ManagementStats() {
  const intro = homeSections.management;
  return (
    <HomeSection tone="subtle" aria-labelledby="management-heading">
      <div className="home-split lg:items-center">
        <HomeHeading id="management-heading" {...intro} />
        <dl className="home-figures">
          {managementStats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
              <dd>
                <strong>{basisLabel}</strong> {stat.source}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </HomeSection>
  );
}
