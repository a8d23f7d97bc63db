import { industries } from "../../content/home";
import { homeSections, industryHeadings } from "../../content/home-sections";
import { IconTile } from "../ui/icon-tile";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/**
 * The four industries as an exclusive accordion of native disclosures: one open at a time, all
 * closed on arrival so the four sectors read as one list, no script (design log 076).
 */
export function IndustrySolutions() {
  const intro = homeSections.industries;
  return (
    <HomeSection tone="subtle" aria-labelledby="industries-heading">
      <div className="home-split">
        <HomeHeading id="industries-heading" {...intro} />
        <div className="home-card home-accordion">
          {industries.map((industry) => (
            <details key={industry.industry} name="industries">
              <summary className="home-summary">
                <IconTile icon={homeIcons[industry.icon]} />
                <h3>{industry.industry}</h3>
                <span aria-hidden="true" className="home-plus" />
              </summary>
              <div className="home-industry">
                <div>
                  <h4 className="home-label text-ink-soft">
                    {industryHeadings.challenges}
                  </h4>
                  <ul>
                    {industry.challenges.map((challenge) => (
                      <li key={challenge} className="home-dot text-ink-soft">
                        {challenge}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="home-label text-brand-strong">
                    {industryHeadings.solutions}
                  </h4>
                  <ul>
                    {industry.solutions.map((solution) => (
                      <li key={solution} className="home-tick text-ink">
                        {solution}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          ))}
        </div>
      </div>
    </HomeSection>
  );
}
