// Home's sections from the industries on (the route holds the rest; files stay under 300 lines).
import { Link } from "react-router";

import { Testimonial } from "./testimonial";
import { ButtonLink } from "../ui/button";
import { cardStyles } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { ClientWordmark } from "../ui/client-wordmark";
import { Icon } from "../ui/icon";
import { IconTile } from "../ui/icon-tile";
import { Section, SectionHeading } from "../ui/section";
import { clients } from "../../content/clients";
import {
  aboutPreview,
  challengesAndSolutions,
  clientWall,
  homeSections,
  industries,
  industryHeadings,
  satisfactionGuarantee as guarantee,
} from "../../content/home";
import { pageLink } from "../../content/navigation";
import { credentials } from "../../content/supplier-information";
import { homeTestimonial } from "../../content/testimonials";

const supplierInformation = pageLink("procurement");

const label = "text-xs font-bold tracking-widest uppercase";
// List markers drawn in CSS (no icon, no fallback font's glyph): dot, check, minus, chevron.
const marker = "relative pl-7 text-sm leading-snug before:absolute";
const disc = `${marker} before:top-0 before:left-0 before:size-5 before:rounded-full after:absolute sm:text-base`;
const dot = `${marker} text-ink-soft before:top-1.5 before:left-1 before:size-2 before:rounded-full before:bg-accent-strong`;
const tick = `${marker} text-ink before:top-0.5 before:left-1.5 before:h-3 before:w-1.5 before:rotate-45 before:border-r-2 before:border-b-2 before:border-brand`;
const cross = `${disc} text-ink-soft before:bg-canvas-subtle before:ring-1 before:ring-line after:top-[0.5625rem] after:left-1.5 after:h-0.5 after:w-2 after:rounded-full after:bg-ink-soft`;
const onward = `${disc} text-on-night-soft before:bg-accent after:top-1.5 after:left-1 after:size-2 after:rotate-45 after:border-t-2 after:border-r-2 after:border-night`;

/** The industries as an exclusive accordion of native disclosures (design log 076). */
export function IndustrySolutions() {
  const intro = homeSections.industries;
  return (
    <Section spacing="home" tone="subtle" split="heading">
      <SectionHeading {...intro} />
      <div className={`${cardStyles} divide-y divide-line overflow-hidden`}>
        {industries.map((industry) => (
          <details key={industry.industry} name="industries" className="group">
            {/* The focus ring is drawn inside: outside, the accordion's clip cut it to one line. */}
            <summary className="flex cursor-pointer list-none items-center gap-4 p-4 -outline-offset-3 hover:bg-canvas-subtle sm:px-6 [&::-webkit-details-marker]:hidden">
              <IconTile icon={industry.icon} />
              <h3 className="text-lg font-bold">{industry.industry}</h3>
              <OpenMark />
            </summary>
            <div className="grid gap-4 px-4 pb-5 sm:grid-cols-2 sm:px-6 sm:pb-6">
              <div>
                <h4 className={`${label} text-ink-soft`}>
                  {industryHeadings.challenges}
                </h4>
                <ul className="mt-3 space-y-2">
                  {industry.challenges.map((challenge) => (
                    <li key={challenge} className={dot}>
                      {challenge}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl bg-brand-soft/60 p-4">
                <h4 className={`${label} text-brand-strong`}>
                  {industryHeadings.solutions}
                </h4>
                <ul className="mt-3 space-y-2">
                  {industry.solutions.map((solution) => (
                    <li key={solution} className={tick}>
                      {solution}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** A plus in a ring, drawn in CSS, that turns into a cross when its disclosure opens. */
function OpenMark() {
  return (
    <span
      aria-hidden="true"
      className="relative ml-auto size-8 shrink-0 rounded-full ring-1 ring-line group-open:rotate-45 before:absolute before:top-1/2 before:left-1/2 before:h-0.5 before:w-3.5 before:-translate-1/2 before:rounded-full before:bg-brand after:absolute after:top-1/2 after:left-1/2 after:h-0.5 after:w-3.5 after:-translate-1/2 after:rotate-90 after:rounded-full after:bg-brand motion-safe:transition-transform"
    />
  );
}

export function ChallengesSolutions() {
  const intro = homeSections.challenges;
  const { challengesTitle, challenges, solutionsTitle, solutions } =
    challengesAndSolutions;
  return (
    <Section spacing="home" split="heading">
      <SectionHeading {...intro} />
      <div className="grid overflow-hidden rounded-card border border-line shadow-card lg:grid-cols-2">
        <div className="bg-canvas p-5 sm:p-8">
          <h3 className="text-lg font-bold">{challengesTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {challenges.map((challenge) => (
              <li key={challenge} className={cross}>
                {challenge}
              </li>
            ))}
          </ul>
        </div>
        <div className="surface-night bg-night p-5 text-on-night sm:p-8">
          <h3 className="text-lg font-bold">{solutionsTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {solutions.map((solution) => (
              <li key={solution} className={onward}>
                {solution}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

// A cell of the client wall: the wall's background shows between cells as hairlines.
const cell = "flex min-w-0 items-center px-2.5 py-3 wrap-anywhere sm:px-4";

/** The client wall (three columns) beside a named testimonial, then the case studies. */
export function ClientTrustBar() {
  const intro = homeSections.clients;
  return (
    <Section spacing="home" split="heading">
      <div>
        <SectionHeading {...intro} />
        <Testimonial testimonial={homeTestimonial} />
      </div>
      <div>
        <ul
          aria-label="Clients"
          className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3"
        >
          {clients.map((client) => (
            <li key={client.name} className={`${cell} bg-canvas`}>
              <ClientWordmark client={client} />
            </li>
          ))}
          <li
            className={`${cell} bg-canvas-subtle text-xs leading-snug text-ink-soft sm:text-sm`}
          >
            <p>{clientWall.more}</p>
          </li>
        </ul>
        <ButtonLink
          to="/case-studies"
          variant="outline"
          size="lg"
          className="mt-6"
        >
          {clientWall.caseStudiesLink}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}

/** Who we are, beside the credentials a buyer's vetting asks for and the way to /procurement. */
export function AboutPreview() {
  return (
    <Section spacing="home" split="story" tone="subtle">
      <div>
        <SectionHeading {...aboutPreview} />
        {aboutPreview.paragraphs.map((paragraph) => (
          <p
            key={paragraph}
            className="mt-4 leading-relaxed text-ink-soft sm:text-lg"
          >
            {paragraph}
          </p>
        ))}
        <ButtonLink
          to={aboutPreview.link.route}
          variant="outline"
          size="lg"
          className="mt-6"
        >
          {aboutPreview.link.label}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
      <div className={`${cardStyles} flex flex-col p-5`}>
        <h3 className="text-lg font-bold">{aboutPreview.credentialsTitle}</h3>
        <ul className="mt-3 divide-y divide-line">
          {credentials.map(
            (credential) =>
              credential.summary !== null && (
                <li
                  key={credential.id}
                  className="py-2.5 last:pb-0 sm:grid sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-x-4"
                >
                  <p className="text-xs font-bold tracking-widest text-brand uppercase sm:row-span-2 sm:w-28">
                    {credential.kind}
                  </p>
                  <p className="font-bold text-ink">{credential.name}</p>
                  <p className="text-sm text-ink-soft">{credential.summary}</p>
                </li>
              ),
          )}
        </ul>
        <Link
          to={supplierInformation.route}
          className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
        >
          {supplierInformation.name}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}

export function SatisfactionGuarantee() {
  return (
    <Section spacing="home" aria-labelledby="guarantee-heading">
      <div className="grid gap-5 rounded-card bg-accent-soft p-5 ring-1 ring-accent/40 sm:p-8 lg:grid-cols-12 lg:items-center lg:gap-10 lg:p-10">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-6 lg:col-span-7">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-night sm:size-16"
          >
            <Icon name="shield-check" className="size-6 sm:size-8" />
          </span>
          <div>
            <h2
              id="guarantee-heading"
              className="text-2xl font-bold sm:text-3xl"
            >
              {guarantee.title}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-soft sm:text-lg">
              {guarantee.body}
            </p>
          </div>
        </div>
        <CheckList
          items={guarantee.points}
          className="lg:col-span-5 [&_li]:text-base [&_li]:text-ink"
        />
      </div>
    </Section>
  );
}
