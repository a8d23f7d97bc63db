import { useId } from "react";

import {
  coreTechnologies as siteCoreTechnologies,
  coreTechnologiesCopy as copy,
  technologyGroups as siteGroups,
  technologyPrinciples,
  toolbox,
  type CoreTechnology,
  type TechnologyGroup,
} from "../content/technologies";
import { Badge } from "../components/ui/badge";
import { FlipCard } from "../components/ui/flip-card";
import { Icon, type IconName } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import {
  isWordmark,
  TechnologyLogo,
  TechnologyMark,
} from "../components/technologies/technology-logo";
import { namedPageMeta } from "../content/page-meta";
import technologiesPageFile from "../../content/pages/technologies.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const technologiesPage = pageCopy(technologiesPageFile);

export const meta = () => namedPageMeta("technologies", technologiesPage);

// The site-wide closing band (links to /contact and /services) ends the page.
export default function TechnologiesPage() {
  return (
    <>
      <PageHero {...technologiesPage.hero} />
      <CoreTechnologies />
      <TechnologyPrinciples />
      <TechnologyGroups />
    </>
  );
}

/** The core technologies as flip cards: a snapping rail on a phone, a grid above. */
export function CoreTechnologies({
  coreTechnologies = siteCoreTechnologies,
}: { coreTechnologies?: typeof siteCoreTechnologies } = {}) {
  return (
    <Section>
      <SectionHeading {...copy} />
      <p className="mt-6 text-sm font-semibold text-ink-soft sm:hidden">
        {copy.swipeHint}
        <span aria-hidden="true"> →</span>
      </p>
      {/* From 640 px each item passes a front's five rows down (subgrid), so fronts line up. */}
      <ul className="-mx-5 mt-3 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 py-2 sm:mx-0 sm:mt-10 sm:-mb-6 sm:grid sm:snap-none sm:auto-rows-[minmax(7rem,1fr)_auto_auto_auto_auto] sm:grid-cols-2 sm:gap-x-6 sm:gap-y-0 sm:overflow-visible sm:px-0 sm:py-0 sm:[--flip-rows:subgrid] lg:mt-12 lg:grid-cols-3">
        {coreTechnologies.map((technology) => (
          <li
            key={technology.title}
            className="w-[82%] max-w-80 shrink-0 snap-start sm:row-span-5 sm:mb-6 sm:grid sm:w-auto sm:max-w-none sm:grid-rows-subgrid"
          >
            <CoreTechnologyCard technology={technology} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CoreTechnologyCard({ technology }: { technology: CoreTechnology }) {
  const titleId = useId();
  return (
    <FlipCard
      labelledBy={titleId}
      front={
        // Five parts on five rows shared across a row of cards; the band takes the slack.
        <div className="overflow-hidden rounded-card border border-line bg-canvas shadow-card [--flip-front-rows:minmax(7rem,1fr)_auto_auto_auto_auto]">
          <div
            aria-hidden="true"
            className="relative isolate flex min-h-28 items-center overflow-hidden border-b border-line bg-canvas-subtle px-6 sm:px-7"
          >
            <CardMark technology={technology} />
          </div>
          <h3 id={titleId} className="px-6 pt-5 text-xl font-bold sm:px-7">
            {technology.title}
          </h3>
          <p className="px-6 pt-1 text-ink-soft sm:px-7">
            {technology.subtitle}
          </p>
          <ul
            aria-label="Key tools"
            className="flex flex-wrap content-start gap-2 px-6 pt-4 sm:px-7"
          >
            {technology.featureTags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
          <p
            aria-hidden="true"
            className="mx-6 my-5 flex items-center gap-2 border-t border-line pt-4 text-sm font-semibold text-brand sm:mx-7"
          >
            <Icon name="rotate-cw" className="size-4" />
            {copy.turnOver}
          </p>
        </div>
      }
      back={<CardBack technology={technology} />}
    />
  );
}

/** The mark on its tile, and the same mark large and faint as a watermark across the band. */
function CardMark({ technology }: { technology: CoreTechnology }) {
  const { mark } = technology;
  if (isWordmark(mark)) {
    // No brand mark we may show (decision 012): the name, set as the mark, and no watermark.
    return (
      <span className="inline-flex h-16 items-center rounded-2xl bg-canvas px-4 text-lg font-extrabold tracking-tight text-brand shadow-card ring-1 ring-line">
        {technology.title}
      </span>
    );
  }
  return (
    <>
      <span className="absolute -right-6 -bottom-12 -z-10 opacity-[0.07] grayscale">
        <TechnologyMark mark={mark} size={168} />
      </span>
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-canvas shadow-card ring-1 ring-line">
        <TechnologyMark mark={mark} size={34} />
      </span>
    </>
  );
}

function CardBack({ technology }: { technology: CoreTechnology }) {
  const levelId = useId();
  const level = technology.expertiseLevel;
  return (
    <div className="surface-night flex h-full flex-col rounded-card bg-night px-6 py-5 text-on-night shadow-raised sm:px-7 sm:py-6">
      <h4 className="text-lg leading-snug font-bold">{technology.backTitle}</h4>
      <ul className="mt-3 space-y-2 text-sm leading-snug text-on-night-soft">
        {technology.backFeatures.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="check" className="mt-px size-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-5">
        <p className="flex items-baseline justify-between text-sm font-semibold">
          <span id={levelId}>{copy.expertiseLevel}</span>
          <span
            aria-hidden="true"
            className="text-2xl font-extrabold text-accent"
          >
            {level}%
          </span>
        </p>
        <div
          role="meter"
          aria-labelledby={levelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          aria-valuetext={`${level}%`}
          className="mt-2"
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            className="block h-2 w-full overflow-hidden rounded-full"
          >
            <rect width="100" height="6" className="fill-on-night-line" />
            <rect width={level} height="6" className="fill-accent" />
          </svg>
        </div>
      </div>
    </div>
  );
}

const icons: IconName[] = ["compass", "shield-check", "lock-keyhole"];

export function TechnologyPrinciples({
  content = technologyPrinciples,
}: { content?: typeof technologyPrinciples } = {}) {
  return (
    <Section tone="night">
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading eyebrow={content.eyebrow} title={content.title} />
        <ol className="grid gap-8 sm:grid-cols-3 lg:gap-6">
          {content.principles.map((principle, index) => (
            <li key={principle.title} className="border-t-2 border-accent pt-6">
              <Icon
                name={icons[index % icons.length] ?? "compass"}
                className="size-6 text-accent"
              />
              <h3 className="mt-4 text-lg font-bold">{principle.title}</h3>
              <p className="mt-2 text-on-night-soft">{principle.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** The toolbox as a logo wall (design log 078); on a phone what each is for opens under its group. */
export function TechnologyGroups({
  technologyGroups = siteGroups,
}: { technologyGroups?: readonly TechnologyGroup[] } = {}) {
  return (
    <Section tone="subtle">
      <SectionHeading {...toolbox} />
      <div className="mt-10 space-y-10 sm:mt-12 lg:space-y-0 lg:divide-y lg:divide-line lg:border-y lg:border-line">
        {technologyGroups.map((group) => (
          <ToolGroup key={group.category} group={group} />
        ))}
      </div>
    </Section>
  );
}

function ToolGroup({ group }: { group: TechnologyGroup }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 lg:grid-cols-[14rem_1fr] lg:gap-10 lg:py-8 xl:grid-cols-[16rem_1fr]"
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold">
          {group.category}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{group.intro}</p>
      </div>
      <div>
        <ul className="grid grid-cols-2 gap-2 min-[22.5rem]:grid-cols-3 sm:gap-3 xl:grid-cols-6">
          {group.items.map((item) => (
            <li
              key={item.title}
              className="grid grid-rows-[2rem_auto] content-start justify-items-center gap-2 rounded-xl bg-canvas px-2 py-4 text-center ring-1 ring-line sm:px-3"
            >
              {isWordmark(item.mark) ? (
                // No mark we may or can legibly show: the name, set as the mark (decision 012).
                <span className="row-span-2 flex min-h-14 items-center text-[0.9375rem] leading-tight font-extrabold tracking-tight text-black/80 sm:text-base">
                  {item.title}
                </span>
              ) : (
                <>
                  <span className="flex items-center">
                    <TechnologyLogo mark={item.mark} />
                  </span>
                  <span className="text-[0.8125rem] leading-tight font-semibold sm:text-sm">
                    {item.title}
                  </span>
                </>
              )}
              <span className="hidden text-xs leading-snug text-ink-soft sm:block">
                {item.description}
              </span>
            </li>
          ))}
        </ul>
        <details className="group/uses mt-3 sm:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-brand [&::-webkit-details-marker]:hidden">
            {toolbox.usesLabel}
            <Icon
              name="chevron-down"
              className="size-4 transition-transform group-open/uses:rotate-180"
            />
          </summary>
          <dl className="mt-1 space-y-2 text-sm">
            {group.items.map((item) => (
              <div key={item.title}>
                <dt className="inline font-semibold">{item.title}: </dt>
                <dd className="inline text-ink-soft">{item.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </section>
  );
}
