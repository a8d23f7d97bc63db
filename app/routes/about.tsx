import { Link } from "react-router";

import { ButtonLink } from "../components/ui/button";
import { ClientWordmark } from "../components/ui/client-wordmark";
import { StatFigure } from "../components/ui/figure-basis";
import { Icon } from "../components/ui/icon";
import {
  IndustriesServed,
  Leadership,
  SocialResponsibility,
  TechnologyCapabilities,
} from "../components/about/about-sections";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import {
  deliveryModel,
  heroLinks,
  offerings,
  statements,
  story,
  trackRecord,
  values,
} from "../content/about";
import { clients } from "../content/clients";
import { pageLink } from "../content/navigation";
import { namedPageMeta } from "../content/page-meta";
import aboutPageFile from "../../content/pages/about.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const aboutPage = pageCopy(aboutPageFile);
const supplierInformation = pageLink("procurement");

export const meta = () => namedPageMeta("about", aboutPage);

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutPage.hero}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="accent" size="lg">
            {heroLinks.contact}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/case-studies" variant="outline-night" size="lg">
            {heroLinks.caseStudies}
          </ButtonLink>
        </div>
      </PageHero>
      <OurStory />
      <MissionVisionGoal />
      <WhatWeDo />
      <OurValues />
      <TrackRecord />
      <IndustriesServed />
      <TechnologyCapabilities />
      <Leadership />
      <SocialResponsibility />
    </>
  );
}

/** Our story: where we come from, with the milestones beside it (under it on a phone). */
function OurStory() {
  return (
    <Section spacing="about">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-20">
        <div>
          <SectionHeading {...story} />
          <div className="mt-4 space-y-4 text-ink-soft sm:text-lg">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* The B-BBEE level above, as a buyer verifies it: every credential with its document. */}
          <Link
            to={supplierInformation.route}
            className="mt-5 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            {supplierInformation.name}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ol className="grid gap-6 self-center border-l-2 border-line pl-8 min-[22rem]:grid-cols-3 min-[22rem]:gap-4 min-[22rem]:border-t-2 min-[22rem]:border-l-0 min-[22rem]:pt-5 min-[22rem]:pl-0 lg:grid-cols-1 lg:gap-8 lg:border-t-0 lg:border-l-2 lg:pt-0 lg:pl-8">
          {story.milestones.map((milestone) => (
            <li key={milestone.year} className="relative min-w-0 wrap-anywhere">
              <span
                aria-hidden="true"
                className="absolute top-2 -left-[2.45rem] size-3.5 rounded-full border-[3px] border-canvas bg-accent ring-2 ring-accent min-[22rem]:-top-[1.6rem] min-[22rem]:left-0 lg:top-2 lg:-left-[2.45rem]"
              />
              <p className="text-2xl font-extrabold tracking-tight text-brand lg:text-3xl">
                {/^\d{4}$/.test(milestone.year) ? (
                  <time dateTime={milestone.year}>{milestone.year}</time>
                ) : (
                  milestone.year
                )}
              </p>
              <p className="mt-1 text-sm font-medium text-ink lg:text-base">
                {milestone.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Mission, vision and goal: one dark panel under the story, three statements side by side from 768 px. */
function MissionVisionGoal() {
  return (
    <Section spacing="joined">
      <SectionHeading {...statements} />
      <dl className="surface-night mt-6 grid gap-px overflow-hidden rounded-card bg-on-night-line ring-1 ring-on-night-line md:grid-cols-3 lg:mt-8">
        {statements.items.map((statement) => (
          <div
            key={statement.label}
            className="bg-night-raised p-5 sm:p-7 lg:p-8"
          >
            <dt className="text-sm font-semibold tracking-widest text-accent uppercase">
              {statement.label}
            </dt>
            <dd className="mt-1.5 leading-snug font-semibold text-on-night sm:mt-3 sm:text-lg lg:text-xl">
              {statement.text}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function WhatWeDo() {
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
function OurValues() {
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

/** Proven track record: the figures on a dark panel, then the home page's client list. */
function TrackRecord() {
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
