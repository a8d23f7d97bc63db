import { ArrowRight } from "lucide-react";

import { aboutPreview } from "../../content/home-sections";
import { ButtonLink } from "../ui/button";
import { Section, SectionHeading } from "../ui/section";
import { SkylineIllustration } from "./skyline-illustration";

export function AboutPreview() {
  return (
    <Section tone="subtle" aria-labelledby="about-preview-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-preview-heading"
            eyebrow={aboutPreview.eyebrow}
            title={aboutPreview.title}
          />
          {aboutPreview.paragraphs.map((paragraph) => (
            <p
              key={paragraph}
              className="mt-5 text-lg leading-relaxed text-ink-soft"
            >
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Company facts">
            {aboutPreview.highlights.map((highlight) => (
              <li
                key={highlight}
                className="rounded-full bg-canvas px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line"
              >
                {highlight}
              </li>
            ))}
          </ul>
          <ButtonLink to={aboutPreview.link.route} size="lg" className="mt-10">
            {aboutPreview.link.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <SkylineIllustration />
      </div>
    </Section>
  );
}
