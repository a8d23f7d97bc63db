import { aiSolutions } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/** Four cards: a sideways rail on a phone, two by two on a tablet, one row on a desktop. */
export function AiSolutions() {
  const intro = homeSections.ai;
  return (
    <HomeSection aria-labelledby="ai-heading">
      <HomeHeading id="ai-heading" {...intro} />
      <ul
        aria-label={intro.eyebrow}
        // A scroll container with nothing focusable inside must take focus itself, so the rail
        // scrolls from the keyboard too (WCAG 2.1.1; axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="home-body home-rail home-rail-sm home-ai"
      >
        {aiSolutions.map((solution) => (
          <li key={solution.title} className="home-card home-pad">
            <div className="home-card-head">
              <IconTile icon={homeIcons[solution.icon]} />
              <h3>{solution.title}</h3>
            </div>
            <p className="home-text">{solution.description}</p>
            <CheckList items={solution.features} className="home-checks" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
