import { Check, CircleAlert } from "lucide-react";

import { industries } from "../../content/home";
import { homeSections } from "../../content/home-sections";
import { Card } from "../ui/card";
import { IconTile } from "../ui/icon-tile";
import { homeIcons } from "./home-icons";
import { Section, SectionHeading } from "../ui/section";

export function IndustrySolutions() {
  const intro = homeSections.industries;
  return (
    <Section tone="subtle" aria-labelledby="industries-heading">
      <SectionHeading
        id="industries-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {industries.map((industry) => (
          <li key={industry.industry}>
            <Card padding="lg" className="h-full">
              <div className="flex items-center gap-4">
                <IconTile icon={homeIcons[industry.icon]} />
                <h3 className="text-xl font-bold">{industry.industry}</h3>
              </div>
              <div className="mt-6 grid gap-6 sm:grid-cols-2">
                <div>
                  <h4 className="text-xs font-bold tracking-widest text-ink-soft uppercase">
                    Challenges
                  </h4>
                  <ul className="mt-3 space-y-2.5">
                    {industry.challenges.map((challenge) => (
                      <li
                        key={challenge}
                        className="flex gap-2.5 text-sm leading-relaxed text-ink-soft"
                      >
                        <CircleAlert
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-accent-strong"
                        />
                        {challenge}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="rounded-xl bg-brand-soft/60 p-4">
                  <h4 className="text-xs font-bold tracking-widest text-brand-strong uppercase">
                    Our solutions
                  </h4>
                  <ul className="mt-3 space-y-2.5">
                    {industry.solutions.map((solution) => (
                      <li
                        key={solution}
                        className="flex gap-2.5 text-sm leading-relaxed text-ink"
                      >
                        <Check
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-brand"
                          strokeWidth={2.5}
                        />
                        {solution}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
