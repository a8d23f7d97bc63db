import { whyChooseUs, whyChooseUsHeading } from "../../content/contact";
import { FigureBasis } from "../ui/figure-basis";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

export function WhyChooseUs() {
  return (
    <Section tone="subtle" aria-labelledby="why-choose-us-heading">
      <SectionHeading
        id="why-choose-us-heading"
        eyebrow={whyChooseUsHeading.eyebrow}
        title={whyChooseUsHeading.title}
        align="center"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.map((reason) => (
          <li
            key={reason.title}
            className="flex flex-col rounded-card border border-line bg-canvas p-6 shadow-card sm:p-7"
          >
            <Icon name={reason.icon} className="size-6 text-brand" />
            <p className="mt-5 text-3xl font-extrabold tracking-tight text-ink">
              {reason.figure}
            </p>
            <h3 className="mt-2 text-lg font-bold">{reason.title}</h3>
            <p className="mt-2 text-ink-soft">{reason.description}</p>
            <FigureBasis
              basis={reason.basis}
              className="mt-auto pt-3 text-ink-soft"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
