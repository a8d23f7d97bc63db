import type { Screenshot } from "../../content/case-studies";

/** A screen of a client's system, at its own size so the page does not jump as it loads. */
export function ScreenImage({
  shot,
  decorative = false,
  priority = false,
}: {
  shot: Screenshot;
  /** Beside text that already says what it shows (a card's cover): no alt text. */
  decorative?: boolean;
  /** The first thing on the page: fetched before other images, never lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={shot.src}
      alt={decorative ? "" : shot.alt}
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
