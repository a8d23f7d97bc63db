import type { FocusEvent } from "react";
import { Link } from "react-router";

import { HomeBanner } from "../components/home/home-banner";
import {
  AboutPreview,
  ChallengesSolutions,
  ClientTrustBar,
  IndustrySolutions,
  SatisfactionGuarantee,
} from "../components/home/home-sections";
import { cardStyles } from "../components/ui/card";
import { CheckList } from "../components/ui/check-list";
import { StatFigure } from "../components/ui/figure-basis";
import { Icon, type IconName } from "../components/ui/icon";
import { accentClasses, IconTile } from "../components/ui/icon-tile";
import { Section, SectionHeading } from "../components/ui/section";
import {
  aiSolutions,
  homeSections,
  impactStats,
  managementStats,
  offTheShelfSolutions,
  productLinkText,
  serviceAnchor,
  type OffTheShelfSolution,
} from "../content/home";
import { homeMeta } from "../content/page-meta";
import { services as siteServices, type Service } from "../content/services";
import type { AccentColor } from "../content/schema-parts";

export const meta = () => homeMeta();

export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <AiSolutions />
      <ImpactStats />
      <IndustrySolutions />
      <ClientTrustBar />
      <ServicesPreview />
      <OffTheShelfSolutions />
      <ManagementStats />
      <ChallengesSolutions />
      <AboutPreview />
      <SatisfactionGuarantee />
    </>
  );
}

/** Four cards: a sideways rail on a phone, two by two on a tablet, one row on a desktop. */
function AiSolutions() {
  const intro = homeSections.ai;
  return (
    <Section spacing="home">
      <SectionHeading {...intro} />
      {/* No snap points: Chromium's snap animation after focus could leave a link off screen. */}
      <ul
        aria-label={intro.eyebrow}
        // Nothing focusable inside: the rail takes focus to scroll from the keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-5 mt-6 flex gap-3 overflow-x-auto px-5 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:mt-8 xl:grid-cols-4"
      >
        {aiSolutions.map((solution) => (
          <li
            key={solution.title}
            className={`${cardStyles} flex w-[82%] max-w-sm shrink-0 flex-col p-5 sm:w-auto sm:max-w-none`}
          >
            <HomeCardIntro {...solution} />
            <CheckList
              items={solution.features}
              className="mt-4 border-t border-line pt-4"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Five products: a rail on a phone, two columns on a tablet, three then five across on a desktop. */
function OffTheShelfSolutions() {
  const intro = homeSections.solutions;
  return (
    <Section spacing="home">
      <SectionHeading {...intro} />
      <ul className="-mx-5 mt-6 flex gap-3 overflow-x-auto px-5 pb-3 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 md:pb-0 lg:mt-8 lg:grid-cols-3 xl:grid-cols-5">
        {offTheShelfSolutions.map((solution) => (
          <li
            key={solution.id}
            className="w-[82%] max-w-sm shrink-0 md:w-auto md:max-w-none"
          >
            <SolutionCard solution={solution} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A link tabbed to on the phone's rail comes wholly into view (WCAG 2.4.11). */
const intoView = (event: FocusEvent<HTMLElement>) =>
  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });

const linkStyle =
  "mt-auto inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand hover:underline";

function SolutionCard({ solution }: { solution: OffTheShelfSolution }) {
  const accent = accentClasses[solution.color];
  const titleId = `solution-${solution.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`${cardStyles} relative flex h-full flex-col overflow-hidden p-5`}
    >
      <span
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1 ${accent.bar}`}
      />
      <HomeCardIntro {...solution} id={titleId} />
      <ul className="mt-4 mb-5 flex flex-wrap gap-1.5">
        {solution.features.map((feature) => (
          <li
            key={feature}
            className="rounded-full bg-canvas-subtle px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-line"
          >
            {feature}
          </li>
        ))}
      </ul>
      {solution.url ? (
        <a
          href={solution.url}
          target="_blank"
          rel="noopener noreferrer"
          onFocus={intoView}
          className={linkStyle}
        >
          {productLinkText("website", solution.title)}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <Link to="/contact" onFocus={intoView} className={linkStyle}>
          {productLinkText("ask", solution.title)}
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </article>
  );
}

/** A card's icon and title (under the icon when it does not fit beside it), then what it is. */
function HomeCardIntro({
  icon,
  color,
  id,
  title,
  description,
}: {
  icon: IconName;
  color?: AccentColor;
  id?: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <IconTile icon={icon} color={color} />
        <h3 id={id} className="text-lg leading-snug font-bold wrap-break-word">
          {title}
        </h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">
        {description}
      </p>
    </>
  );
}

function ImpactStats() {
  const intro = homeSections.impact;
  return (
    <Section spacing="home" tone="night">
      <SectionHeading {...intro} />
      <dl className="mt-6 grid grid-cols-1 gap-px overflow-hidden rounded-card bg-on-night-line min-[22rem]:grid-cols-2 lg:mt-8 lg:grid-cols-4">
        {impactStats.map((stat) => (
          <StatFigure
            key={stat.label}
            className="bg-night-raised p-4 sm:p-6 lg:p-8"
            value={stat.number}
            valueClassName="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            label={
              <>
                <Icon
                  name={stat.icon}
                  className="size-4 shrink-0 text-accent sm:size-5"
                />
                {stat.label}
              </>
            }
            labelClassName="mt-2 flex items-center gap-2 font-semibold text-on-night sm:text-lg"
            basis={stat.source}
            basisClassName="mt-auto border-t border-on-night-line pt-3 text-on-night-soft [&>span]:text-accent"
          >
            <dd className="mt-2 mb-3 text-sm leading-snug text-on-night-soft">
              {stat.description}
            </dd>
          </StatFigure>
        ))}
      </dl>
    </Section>
  );
}

function ManagementStats() {
  const intro = homeSections.management;
  return (
    <Section spacing="home" tone="subtle" split="heading">
      <SectionHeading {...intro} />
      <dl className="grid grid-cols-2 gap-x-5 gap-y-6 sm:grid-cols-4">
        {managementStats.map((stat) => (
          <StatFigure
            key={stat.label}
            className="border-l-2 border-accent pl-4"
            value={stat.value}
            valueClassName="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl xl:text-4xl"
            label={stat.label}
            labelClassName="mt-2 text-sm leading-snug text-ink"
            basis={stat.source}
            basisClassName="mt-2 text-ink-soft [&>span]:font-bold"
          />
        ))}
      </dl>
    </Section>
  );
}

/** One tile per service, each opening its service on /services (design log 076). */
export function ServicesPreview({
  services = siteServices,
}: { services?: readonly Service[] } = {}) {
  const intro = homeSections.services;
  return (
    <Section spacing="home" split="heading" tone="subtle">
      <SectionHeading {...intro} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {/* Keyed by place: an entry being added in the editor has no id yet. */}
        {services.map((service, index) => (
          <li key={index}>
            <Link
              to={serviceAnchor(service.id)}
              className="group relative flex h-full flex-wrap items-center gap-2.5 rounded-2xl border border-line bg-canvas p-2.5 pr-5 shadow-card hover:border-brand hover:shadow-raised motion-safe:transition motion-safe:duration-200 motion-safe:hover:-translate-y-0.5 sm:static sm:flex-col sm:flex-nowrap sm:items-stretch sm:gap-3 sm:p-4"
            >
              <span className="contents sm:flex sm:items-start sm:justify-between max-sm:[&>:first-child]:size-9">
                <IconTile icon={service.image} color={service.color} />
                <span
                  aria-hidden="true"
                  className="absolute top-2 right-2 text-sm leading-none text-ink-soft group-hover:text-brand motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 sm:static sm:text-lg"
                >
                  →
                </span>
              </span>
              <span className="flex-1 text-[0.8125rem] leading-snug font-bold wrap-break-word hyphens-auto text-ink sm:mt-auto sm:flex-initial sm:text-base sm:wrap-normal">
                {service.shortName}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
