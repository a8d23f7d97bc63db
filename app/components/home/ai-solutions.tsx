import { aiSolutions } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { homeIcons } from "./home-icons";
import { Section, SectionHeading } from "../ui/section";

export function AiSolutions() {
  const intro = homeSections.ai;
  return (
    <Section aria-labelledby="ai-heading">
      <div className="grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <div className="lg:sticky lg:top-28">
            <SectionHeading
              id="ai-heading"
              eyebrow={intro.eyebrow}
              title={intro.title}
            >
              <p>{intro.intro}</p>
            </SectionHeading>
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-8">
          {aiSolutions.map((solution) => (
            <li key={solution.title}>
              <Card padding="lg" className="h-full">
                <IconTile icon={homeIcons[solution.icon]} size="lg" />
                <h3 className="mt-6 text-xl font-bold">{solution.title}</h3>
                <p className="mt-3 text-ink-soft">{solution.description}</p>
                <CheckList
                  items={solution.features}
                  className="mt-6 border-t border-line pt-6"
                />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
