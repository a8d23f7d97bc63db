import { ArrowRight, Check } from "lucide-react";

import { deliveryModel, offerings, values } from "../../content/about";
import { ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";
import { AboutIcon } from "./about-icon";

/** What We Do: the offerings, with a way into the services page. */
export function WhatWeDo() {
  return (
    <Section aria-labelledby="what-we-do-heading">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id="what-we-do-heading"
          eyebrow="Our offerings"
          title="What We Do"
        >
          <p>{offerings.intro}</p>
        </SectionHeading>
        <ButtonLink to="/services" variant="outline" className="self-start">
          Explore our services
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <ul className="mt-12 grid gap-x-10 gap-y-8 border-t border-line pt-10 sm:grid-cols-2 lg:grid-cols-3">
        {offerings.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <Check
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-brand"
            />
            <div>
              <h3 className="font-bold">{item.title}</h3>
              <p className="mt-1 text-ink-soft">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The four values, as cards. */
export function OurValues() {
  return (
    <Section tone="subtle" aria-labelledby="values-heading">
      <SectionHeading
        id="values-heading"
        eyebrow="Dignity & pride"
        title="Our Values"
        align="center"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title}>
            <Card className="h-full">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                <AboutIcon icon={value.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-ink-soft">{value.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The delivery model: 3-5 people, 3-9 months, four steps. */
export function DeliveryModel() {
  return (
    <Section aria-labelledby="delivery-model-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="delivery-model-heading"
            eyebrow="How we deliver"
            title={deliveryModel.title}
          >
            <p>{deliveryModel.intro}</p>
          </SectionHeading>
          <dl className="mt-10 grid grid-cols-2 gap-6">
            {deliveryModel.figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col gap-1 rounded-card bg-brand p-6 text-white"
              >
                <dt className="text-sm text-white/85">{figure.label}</dt>
                <dd className="order-first text-5xl font-extrabold tracking-tight">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ol className="space-y-4 self-center">
          {deliveryModel.steps.map((step, index) => {
            return (
              <li
                key={step.name}
                className="flex items-start gap-5 rounded-card border border-line p-5"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-night font-bold text-on-night"
                >
                  {index + 1}
                </span>
                <p>
                  <span className="block font-bold">{step.name}</span>
                  <span className="text-ink-soft">{step.detail}</span>
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
