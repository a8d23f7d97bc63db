import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";

import {
  coreTechnologies as siteCoreTechnologies,
  coreTechnologiesCopy as copy,
  technologyGroups as siteGroups,
  technologyPrinciples,
  toolbox,
  type CoreTechnology,
  type TechnologyGroup,
} from "../../content/technologies";
import { Badge } from "../ui/badge";
import { Icon, type IconName } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { isWordmark, TechnologyLogo, TechnologyMark } from "./technology-logo";

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

interface FlipCardProps {
  /** The id of the front's title, which names the card. */
  labelledBy: string;
  front: ReactNode;
  back: ReactNode;
}

const face =
  "flip-card-face col-1 row-span-full backface-hidden motion-reduce:transition-opacity motion-reduce:duration-250! noscript:col-auto noscript:row-auto noscript:opacity-100 noscript:backface-visible";

/** A card that turns over on hover, focus or a tap; both faces stay in the accessibility tree. */
function FlipCard({ labelledBy, front, back }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  // Escape holds the front until the next hover, focus from outside or tap (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const pointer = useRef<string>("");
  const dismiss = (event: { key: string }) => {
    if (event.key !== "Escape") return;
    setDismissed(true);
    setFlipped(false);
  };

  // A card turned by the mouse has no focus to hear Escape: the page listens while it hovers.
  useLayoutEffect(() => {
    if (!hovered) return;
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [hovered]);

  return (
    // Focusable to turn from the keyboard; nothing on it is an action, so it stays a named group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-flipped={flipped ? "" : undefined}
      data-dismissed={dismissed ? "" : undefined}
      data-hovered={hovered ? "" : undefined}
      // --turned is 1 while the back shows; under --flip-rows: subgrid it takes its row's tracks.
      className="flip-card row-span-full grid h-full grid-rows-(--flip-rows,none) rounded-card [--turned:0] perspective-[1600px] not-data-dismissed:hover:[--turned:1] not-data-dismissed:focus-visible:[--turned:1] data-flipped:[--turned:1]"
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onClick={() => {
        // A mouse already turns the card by hovering; a click would only pin it.
        if (pointer.current === "mouse") return;
        setDismissed(false);
        setFlipped((value) => !value);
      }}
      onKeyDown={dismiss}
      onFocus={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setDismissed(false);
        // Browsers leave a card half outside a sideways-scrolling row where it is on focus.
        event.currentTarget.scrollIntoView({
          block: "nearest",
          inline: "nearest",
        });
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setFlipped(false);
      }}
    >
      {/* Both faces in one cell, as tall as the taller; without scripts one under the other. */}
      <div className="flip-card-inner row-span-full grid h-full [transform:rotateY(calc(var(--turned)*180deg))] grid-rows-(--flip-rows,none) transition-transform duration-600 ease-[cubic-bezier(0.2,0.7,0.2,1)] transform-3d motion-reduce:transform-none noscript:transform-none noscript:grid-rows-none noscript:gap-3">
        <div
          className={`flip-card-front grid grid-rows-(--flip-rows,none) *:row-span-full *:grid *:grid-rows-(--flip-rows,var(--flip-front-rows,none)) *:gap-y-0 motion-reduce:opacity-[calc(1-var(--turned))] noscript:grid-rows-none noscript:*:grid-rows-none ${face}`}
        >
          {front}
        </div>
        <div
          className={`flip-card-back rotate-y-180 motion-reduce:transform-none motion-reduce:opacity-(--turned) noscript:transform-none ${face}`}
        >
          {back}
        </div>
      </div>
    </div>
  );
}
