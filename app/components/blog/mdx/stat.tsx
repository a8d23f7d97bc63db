import { Children, type ReactNode } from "react";

import { FigureBasis } from "../../ui/figure-basis";

/** `<StatGrid>`: two to four `<Stat>` figures side by side (three in a row, otherwise pairs). */
export function StatGrid({ children }: { children: ReactNode }) {
  const threeUp = Children.count(children) === 3;
  return (
    <dl
      className={`not-prose my-10 grid gap-3 sm:gap-4 ${threeUp ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
    >
      {children}
    </dl>
  );
}

/**
 * `<Stat value="73%" label="…">`: one figure and what it measures; optionally its source, and the
 * basis of one of the site's figures (given by the build: article-remark.ts).
 */
export function Stat({
  value,
  label,
  source,
  basis,
}: {
  value: string;
  label: string;
  source?: string;
  basis?: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-card border border-line bg-canvas p-4 shadow-card sm:flex-col sm:items-start sm:gap-0 sm:p-5">
      <dt className="order-2 text-sm leading-snug font-medium text-ink-soft sm:mt-2">
        {label}
        {source ? (
          <span className="mt-1 block text-xs font-normal">{source}</span>
        ) : null}
        <FigureBasis
          as="span"
          basis={basis}
          className="mt-1 block font-normal"
        />
      </dt>
      <dd className="order-1 w-24 shrink-0 text-3xl font-extrabold tracking-tight text-brand sm:w-auto sm:text-4xl">
        {value}
      </dd>
    </div>
  );
}
