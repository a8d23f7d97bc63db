import { Link } from "react-router";

import {
  capabilities,
  industries,
  trackRecord,
  type Industry,
} from "../../content/about";
import { clients } from "../../content/clients";
import { ClientWordmark } from "../ui/client-wordmark";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { StatFigure } from "../ui/figure-basis";

/** Proven track record: the figures on a dark panel, then the home page's client list. */
export function TrackRecord() {
  return (
    <Section spacing="about">
      <div className="grid gap-6 xl:grid-cols-[2fr_3fr] xl:items-end xl:gap-16">
        <SectionHeading {...trackRecord} />
        <dl className="surface-night grid grid-cols-2 gap-px overflow-hidden rounded-card bg-on-night-line sm:grid-cols-4">
          {trackRecord.stats.map((stat) => (
            <StatFigure
              key={stat.label}
              className="gap-1 bg-night p-4 sm:p-5"
              value={stat.value}
              valueClassName="text-3xl font-extrabold tracking-tight text-accent lg:text-4xl"
              label={stat.label}
              labelClassName="text-sm text-on-night-soft"
              basis={stat.basis}
              basisClassName="mt-1 text-on-night-soft"
            />
          ))}
        </dl>
      </div>
      <h3 className="mt-7 text-lg font-bold lg:mt-12">
        {trackRecord.clientsTitle}
      </h3>
      <ul className="mt-5 grid grid-cols-1 gap-x-5 gap-y-5 border-t border-line pt-6 min-[22rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-8">
        {clients.map((client) => (
          <li key={client.name} className="min-w-0 wrap-anywhere">
            <ClientWordmark client={client} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Industries served: a disclosure each on a phone; a card from 640 px (`::details-content`). */
export function IndustriesServed() {
  return (
    <Section spacing="about" tone="subtle">
      <SectionHeading {...industries} />
      <ul className="mt-6 grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 lg:mt-10 lg:grid-cols-3">
        {industries.items.map((industry) => (
          <li key={industry.title} className="bg-canvas">
            <details className="group/industry h-full supports-[selector(::details-content)]:sm:details-content:[content-visibility:visible]">
              {/* The ring drawn inside: outside, the list's clip and the next item hid it. */}
              <summary className="flex min-h-13 cursor-pointer list-none items-center gap-3 px-4 py-2 -outline-offset-3 hover:bg-canvas-subtle supports-[selector(::details-content)]:sm:hidden [&::-webkit-details-marker]:hidden">
                <IndustryTitle industry={industry} />
                <Icon
                  name="chevron-down"
                  className="size-4 shrink-0 text-ink-soft transition-transform group-open/industry:rotate-180"
                />
              </summary>
              <div className="px-4 pb-4 sm:p-6">
                <div className="hidden supports-[selector(::details-content)]:sm:flex">
                  <IndustryTitle industry={industry} />
                </div>
                <p className="pl-8 text-sm text-ink-soft sm:mt-1.5 sm:pl-0 sm:text-base">
                  {industry.description}
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function IndustryTitle({ industry }: { industry: Industry }) {
  return (
    <h3 className="flex flex-1 items-center gap-3 font-bold sm:text-lg">
      <Icon
        name={industry.icon}
        className="size-5 shrink-0 text-brand sm:size-6"
      />
      {industry.title}
    </h3>
  );
}

export function TechnologyCapabilities() {
  return (
    <Section spacing="joined" tone="subtle">
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading {...capabilities} />
          <Link
            to="/technologies"
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            {capabilities.linkLabel}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <dl className="divide-y divide-line border-y border-line">
          {capabilities.items.map((capability) => (
            <div
              key={capability.title}
              className="grid gap-1.5 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6 sm:py-5"
            >
              <dt className="font-bold">{capability.title}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft sm:text-base">
                  {capability.items.map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-1.5 shrink-0 rounded-full bg-accent"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
