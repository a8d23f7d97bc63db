import { useId } from "react";

import {
  coreTechnologiesCopy as copy,
  type CoreTechnology,
} from "../../content/technologies";
import { Badge } from "../ui/badge";
import { FlipCard } from "../ui/flip-card";
import { Icon } from "../ui/icon";
import { isWordmark } from "./technology-logo";
import { TechnologyMark } from "./technology-mark";

/** One core technology: what it is on the front, what we do with it on the back. */
export function CoreTechnologyCard({
  technology,
}: {
  technology: CoreTechnology;
}) {
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
          <div className="px-6 pt-5 pb-5 sm:px-7">
            <p
              aria-hidden="true"
              className="flex items-center gap-2 border-t border-line pt-4 text-sm font-semibold text-brand"
            >
              <Icon name="rotate-cw" className="size-4" />
              {copy.turnOver}
            </p>
          </div>
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
