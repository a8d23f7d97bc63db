import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { capabilities, industries, trackRecord } from "../../content/about";
import { clients } from "../../content/clients";
import { Section, SectionHeading } from "../ui/section";
import { AboutIcon } from "./about-icon";

/** Proven Track Record: the figures and the clients (the home page's client list). */
export function TrackRecord() {
  return (
    <Section tone="night" aria-labelledby="track-record-heading">
      <SectionHeading
        id="track-record-heading"
        eyebrow="Results since 2000"
        title="Proven Track Record"
      >
        <p>{trackRecord.intro}</p>
      </SectionHeading>
      <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 border-y border-on-night-line py-10 lg:grid-cols-4">
        {trackRecord.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col gap-1">
            <dt className="text-on-night-soft">{stat.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-accent sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 text-lg font-bold">Some of the clients we serve</h3>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        {clients.map((client) => (
          <li
            key={client.name}
            className="flex min-h-24 flex-col justify-center rounded-xl bg-night-raised p-4 ring-1 ring-on-night-line"
          >
            {client.logo ? (
              <img
                src={client.logo}
                alt={client.name}
                width="160"
                height="48"
                loading="lazy"
              />
            ) : (
              <span className="text-sm leading-tight font-bold wrap-anywhere text-on-night">
                {client.name}
              </span>
            )}
            <span className="mt-1.5 text-xs text-on-night-soft">
              {client.sector}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Industries Served. */
export function IndustriesServed() {
  return (
    <Section aria-labelledby="industries-heading">
      <SectionHeading
        id="industries-heading"
        eyebrow="Where we work"
        title="Industries Served"
      />
      <ul className="mt-12 grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.title} className="bg-canvas p-6 sm:p-8">
            <AboutIcon icon={industry.icon} className="size-7 text-brand" />
            <h3 className="mt-4 text-lg font-bold">{industry.title}</h3>
            <p className="mt-2 text-ink-soft">{industry.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Technology & Capabilities, with a way into the technologies page. */
export function TechnologyCapabilities() {
  return (
    <Section tone="subtle" aria-labelledby="capabilities-heading">
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="capabilities-heading"
            eyebrow="What we build with"
            title="Technology & Capabilities"
          >
            <p>
              Proven platforms chosen to be supported for a decade, run with the
              monitoring and discipline that keep systems available.
            </p>
          </SectionHeading>
          <Link
            to="/technologies"
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            See our technologies
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          {capabilities.map((capability) => (
            <div
              key={capability.title}
              className="rounded-card bg-canvas p-6 shadow-card"
            >
              <h3 className="font-bold">{capability.title}</h3>
              <ul className="mt-4 space-y-3 text-sm text-ink-soft">
                {capability.items.map((item) => (
                  <li key={item} className="border-t border-line pt-3">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
