import { deliveryModel, offerings, values } from "../../content/about";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { StatFigure } from "../ui/figure-basis";

export function WhatWeDo() {
  return (
    <Section spacing="about" tone="subtle">
      <div className="grid gap-6 lg:grid-cols-[4fr_8fr] lg:gap-16">
        <div>
          <SectionHeading {...offerings} />
          <ButtonLink to="/services" variant="outline" className="mt-5">
            {offerings.linkLabel}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-5 sm:gap-x-8 lg:grid-cols-3 lg:pt-2">
          {offerings.items.map((item) => (
            <li key={item.title} className="border-t-2 border-brand pt-3">
              <h3 className="text-sm font-bold sm:text-base">{item.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
      {/* The squad and the timeline the spec quotes, on the brand panel: one strip from 1024 px. */}
      <div className="surface-brand mt-8 grid gap-4 rounded-card bg-brand p-5 text-white sm:p-7 lg:mt-12 lg:grid-cols-[3fr_4fr_4fr] lg:items-center lg:gap-10">
        <h3 className="text-lg leading-snug font-bold sm:text-xl">
          {deliveryModel.title}
        </h3>
        <dl className="grid gap-4 min-[22rem]:grid-cols-2">
          {deliveryModel.figures.map((figure) => (
            <StatFigure
              key={figure.label}
              value={figure.value}
              valueClassName="text-4xl font-extrabold tracking-tight sm:text-5xl"
              label={figure.label}
              labelClassName="text-sm text-white/85"
              basis={figure.basis}
              basisClassName="mt-1 text-white/85"
            />
          ))}
        </dl>
        <p className="text-sm text-white/85 sm:text-base">
          {deliveryModel.intro}
        </p>
      </div>
    </Section>
  );
}

/** The four values: two by two on a phone, one row from 1024 px. */
export function OurValues() {
  return (
    <Section spacing="joined" tone="subtle">
      <SectionHeading {...values} />
      <ul className="mt-6 grid gap-3 min-[22rem]:grid-cols-2 sm:gap-6 lg:mt-10 lg:grid-cols-4">
        {values.items.map((value) => (
          <li
            key={value.title}
            className="rounded-card border border-line bg-canvas p-4 shadow-card sm:p-6"
          >
            <div className="flex flex-col items-start gap-2 sm:gap-4">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong sm:size-12">
                <Icon name={value.icon} className="size-5 sm:size-6" />
              </span>
              <h3 className="leading-snug font-bold sm:text-lg">
                {value.title}
              </h3>
            </div>
            <p className="mt-2 text-sm text-ink-soft sm:mt-1.5 sm:text-base">
              {value.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
