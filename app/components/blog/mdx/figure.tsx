import { createContext, useContext, type ReactNode } from "react";

/** The caption of the figure a table sits in, so the table's scroll area can be named by it. */
const FigureCaptionContext = createContext<string | undefined>(undefined);

export const useFigureCaption = () => useContext(FigureCaptionContext);

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
