import { ArrowRight, ExternalLink } from "lucide-react";
import { Link } from "react-router";

import {
  offTheShelfSolutions,
  type OffTheShelfSolution,
} from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { accentClasses } from "../ui/accent";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { homeIcons } from "./home-icons";
import { Section, SectionHeading } from "../ui/section";

/** First row of three, second row of two: the layout is a 6-column grid. */
const spans = [
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-3",
  "md:col-span-2 lg:col-span-3",
];

export function OffTheShelfSolutions() {
  const intro = homeSections.solutions;
  return (
    <Section aria-labelledby="solutions-heading">
      <SectionHeading
        id="solutions-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
        {offTheShelfSolutions.map((solution, index) => (
          <li key={solution.id} className={spans[index]}>
            <SolutionCard solution={solution} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SolutionCard({ solution }: { solution: OffTheShelfSolution }) {
  const accent = accentClasses[solution.color];
  const titleId = `solution-${solution.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-canvas p-6 shadow-card sm:p-8"
    >
      <span
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1.5 ${accent.bar}`}
      />
      <IconTile
        icon={homeIcons[solution.icon]}
        color={solution.color}
        size="lg"
      />
      <h3 id={titleId} className="mt-6 text-xl font-bold">
        {solution.title}
      </h3>
      <p className="mt-3 text-ink-soft">{solution.description}</p>
      <CheckList items={solution.features} className="mt-6 mb-8" />
      <div className="mt-auto">
        {solution.url ? (
          <a
            href={solution.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 rounded font-semibold hover:underline ${accent.text}`}
          >
            Visit the {solution.title} website
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Link
            to="/contact"
            className={`inline-flex items-center gap-2 rounded font-semibold hover:underline ${accent.text}`}
          >
            Ask about {solution.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}
