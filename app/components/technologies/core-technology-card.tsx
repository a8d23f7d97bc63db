import { Check, RotateCw } from "lucide-react";
import { useId } from "react";

import type { CoreTechnology } from "../../content/technologies";
import { Badge } from "../ui/badge";
import { FlipCard } from "../ui/flip-card";
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
      className="h-full"
      front={
        <div className="relative isolate flex h-full flex-col overflow-hidden rounded-card border border-line bg-canvas p-6 shadow-card sm:p-7">
          <span
            aria-hidden="true"
            className="absolute -right-8 -bottom-10 -z-10 opacity-[0.07] grayscale"
          >
            <TechnologyMark mark={technology.mark} size={180} />
          </span>
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-canvas-subtle ring-1 ring-line">
            <TechnologyMark mark={technology.mark} size={34} />
          </span>
          <h3 id={titleId} className="mt-6 text-xl font-bold">
            {technology.title}
          </h3>
          <p className="mt-1.5 text-ink-soft">{technology.subtitle}</p>
          <ul aria-label="Key tools" className="mt-5 flex flex-wrap gap-2">
            {technology.featureTags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
          <p
            aria-hidden="true"
            className="mt-auto flex items-center gap-2 pt-6 text-sm font-semibold text-brand"
          >
            <RotateCw className="size-4" />
            Turn over for our expertise
          </p>
        </div>
      }
      back={<CardBack technology={technology} />}
    />
  );
}

function CardBack({ technology }: { technology: CoreTechnology }) {
  const levelId = useId();
  const level = technology.expertiseLevel;
  return (
    <div className="surface-night flex h-full flex-col rounded-card bg-night p-6 text-on-night shadow-raised sm:p-7">
      <h4 className="text-lg font-bold">{technology.backTitle}</h4>
      <ul className="mt-4 space-y-2.5 text-sm text-on-night-soft">
        {technology.backFeatures.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-accent"
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <p className="flex items-baseline justify-between text-sm font-semibold">
          <span id={levelId}>Expertise level</span>
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
            <rect width="100" height="6" fill="#22304f" />
            <rect width={level} height="6" fill="#f5a623" />
          </svg>
        </div>
      </div>
    </div>
  );
}
