import type { Screenshot } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";

/** A screen of a client's system, at its own size so the page does not jump as it loads. */
export function ScreenImage({
  shot,
  priority = false,
}: {
  shot: Screenshot;
  /** The first thing on the page: fetched before other images, never lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={shot.src}
      alt={shot.alt}
      width={shot.width}
      height={shot.height}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="block h-auto w-full"
    />
  );
}

export function ScreenFigure({
  shot,
  priority,
  className,
}: {
  shot: Screenshot;
  priority?: boolean;
  className?: string | undefined;
}) {
  return (
    <figure className={className}>
      <div className="overflow-hidden rounded-xl bg-canvas shadow-raised ring-1 ring-line sm:rounded-2xl">
        <ScreenImage shot={shot} priority={priority} />
      </div>
      <figcaption className="mt-4 text-center text-sm font-semibold text-ink-soft">
        {shot.title}
      </figcaption>
    </figure>
  );
}

/** “42% → 99.8%”, the before never struck through; a screen reader hears “from 42% to 99.8%”. */
export function FigureChange({
  from,
  value,
  className,
}: {
  from?: string | undefined;
  value: string;
  className: string;
}) {
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-2">
      {from ? (
        <span className="text-lg font-semibold whitespace-nowrap">
          <span className="sr-only">{`${labels.from} `}</span>
          {from}
          <span aria-hidden="true"> →</span>
          <span className="sr-only">{` ${labels.to} `}</span>
        </span>
      ) : null}
      <span className={className}>{value}</span>
    </span>
  );
}
