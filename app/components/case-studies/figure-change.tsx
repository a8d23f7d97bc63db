import { caseStudyLabels as labels } from "../../content/case-studies/labels";

/**
 * A result as it reads: “42% → 99.8%”, the before first, never struck through like a sale price.
 * A screen reader hears “from 42% to 99.8%”; the arrow is drawn only. The pair wraps between
 * figures first, and a figure of words (“Since 2008”) wraps between its words in a narrow tile
 * rather than run out of it.
 */
export function FigureChange({
  from,
  value,
  fromClassName,
  valueClassName,
}: {
  from?: string | undefined;
  value: string;
  fromClassName: string;
  valueClassName: string;
}) {
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-2">
      {from ? (
        <span className={`whitespace-nowrap ${fromClassName}`}>
          <span className="sr-only">{`${labels.from} `}</span>
          {from}
          <span aria-hidden="true"> →</span>
          <span className="sr-only">{` ${labels.to} `}</span>
        </span>
      ) : null}
      <span className={valueClassName}>{value}</span>
    </span>
  );
}
