import { aiSolutions, homeSections } from "../../content/home";
import { CheckList } from "../ui/check-list";
import { cardStyles } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";
import { HomeCardIntro } from "./home-section";

/** Four cards: a sideways rail on a phone, two by two on a tablet, one row on a desktop. */
export function AiSolutions() {
  const intro = homeSections.ai;
  return (
    <Section spacing="home" aria-labelledby="ai-heading">
      <SectionHeading spacing="home" id="ai-heading" {...intro} />
      {/* The rail: each card shows the edge of the next. No snap points: Chromium animates the
          snap after focus scrolls a link into view, so a tabbed-to link could sit off screen. */}
      <ul
        aria-label={intro.eyebrow}
        // A scroll container with nothing focusable inside must take focus itself, so the rail
        // scrolls from the keyboard too (WCAG 2.1.1; axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-5 mt-6 flex gap-3 overflow-x-auto px-5 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:mt-8 xl:grid-cols-4"
      >
        {aiSolutions.map((solution) => (
          <li
            key={solution.title}
            className={cardStyles({
              padding: "sm",
              className:
                "flex w-[82%] max-w-sm shrink-0 flex-col sm:w-auto sm:max-w-none",
            })}
          >
            <HomeCardIntro
              icon={solution.icon}
              title={solution.title}
              description={solution.description}
            />
            <CheckList
              items={solution.features}
              className="mt-4 border-t border-line pt-4"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
