import type { FocusEvent } from "react";
import { Link } from "react-router";

import {
  offTheShelfSolutions,
  type OffTheShelfSolution,
} from "../../content/home";
import { homeSections, productLinkText } from "../../content/home-sections";
import { accentClasses } from "../ui/accent";
import { IconTile } from "../ui/icon-tile";
import { HomeHeading, HomeSection } from "./home-section";
import { homeIcons } from "./home-icons";

/** Five products: a rail on a phone, two columns on a tablet, three then five across on a desktop. */
export function OffTheShelfSolutions() {
  const intro = homeSections.solutions;
  return (
    <HomeSection aria-labelledby="solutions-heading">
      <HomeHeading id="solutions-heading" {...intro} />
      <ul className="home-body home-rail home-rail-md home-products">
        {offTheShelfSolutions.map((solution) => (
          <li key={solution.id}>
            <SolutionCard solution={solution} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** A link tabbed to on the phone's rail comes wholly into view (WCAG 2.4.11). */
const intoView = (event: FocusEvent<HTMLElement>) =>
  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });

function SolutionCard({ solution }: { solution: OffTheShelfSolution }) {
  const accent = accentClasses[solution.color];
  const titleId = `solution-${solution.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="home-card home-pad home-product"
    >
      <span aria-hidden="true" className={accent.bar} />
      <div className="home-card-head">
        <IconTile icon={homeIcons[solution.icon]} color={solution.color} />
        <h3 id={titleId}>{solution.title}</h3>
      </div>
      <p className="home-text">{solution.description}</p>
      <ul className="home-chips">
        {solution.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {solution.url ? (
        <a
          href={solution.url}
          target="_blank"
          rel="noopener noreferrer"
          onFocus={intoView}
          className={`home-more ${accent.text}`}
        >
          {productLinkText("website", solution.title)}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <Link
          to="/contact"
          onFocus={intoView}
          className={`home-more ${accent.text}`}
        >
          {productLinkText("ask", solution.title)}
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </article>
  );
}
