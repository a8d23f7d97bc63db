import { caseStudyLabels as labels } from "../../content/case-studies/labels";

/**
 * A result as it reads: “42% → 99.8%”, the before in the surrounding colour, never struck through
 * like a sale price. A screen reader hears “from 42% to 99.8%”; the arrow is drawn only.
 */
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
