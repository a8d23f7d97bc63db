import {
  createContext,
  useContext,
  type ComponentProps,
  type ReactNode,
} from "react";

/** The caption of the figure a table sits in, so the table's scroll area can be named by it. */
const FigureCaptionContext = createContext<string | undefined>(undefined);

/**
 * `<Figure caption="…">`: an illustration (`src`, `alt`, `width`, `height`, loaded lazily) or a
 * Markdown table, with a caption.
 */
export function Figure({
  caption,
  src,
  alt,
  width,
  height,
  children,
}: {
  caption: string;
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  children?: ReactNode;
}) {
  return (
    <figure className="my-10">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card border border-line bg-canvas-subtle"
        />
      ) : (
        <FigureCaptionContext value={caption}>{children}</FigureCaptionContext>
      )}
      <figcaption className="mt-3 text-sm leading-relaxed text-ink-soft">
        {caption}
      </figcaption>
    </figure>
  );
}

/**
 * Every Markdown table: it scrolls sideways inside its own frame on a narrow screen, so the page
 * never does. The frame takes keyboard focus, so it can be scrolled without a mouse.
 */
export function ScrollTable(props: ComponentProps<"table">) {
  const caption = useContext(FigureCaptionContext);
  return (
    <div
      role="group"
      aria-label={caption ?? "Table"}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="my-7 overflow-x-auto rounded-card border border-line bg-canvas [&_:is(th,td)]:min-w-44 [&_:is(th,td)]:px-4 [&_:is(th,td)]:py-3 [&_:is(th,td):first-child]:min-w-28 [&_:is(th,td):first-child]:font-bold [&_table]:my-0 [&_th]:bg-canvas-subtle"
    >
      <table {...props} />
    </div>
  );
}
