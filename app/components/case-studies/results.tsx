import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { DetailSection, PointList, type PartLevel } from "./detail-parts";
import { FigureChange } from "./figure-change";

/** The measured outcome: figures first, then what changed. */
export function Results({
  results,
  level,
}: {
  results: CaseStudy["results"];
  level?: PartLevel;
}) {
  return (
    <DetailSection title={labels.results} level={level}>
      <p>{results.summary}</p>
      {/* Columns by the room the tiles have, not the screen's: a dialog is narrower than the
          page, and at 320 px with text spacing “3 months” ran out of a tile of two columns. */}
      <div className="@container">
        <dl
          className={`grid gap-3 sm:gap-4 @min-[17rem]:grid-cols-2 ${results.metrics.length > 2 ? "@min-[56rem]:grid-cols-4" : ""}`}
        >
          {results.metrics.map((metric) => (
            <div
              key={metric.label}
              className="surface-night flex min-w-0 flex-col gap-2 rounded-card bg-night p-4 text-on-night sm:p-6"
            >
              <dt className="text-sm text-on-night-soft">{metric.label}</dt>
              <dd className="order-first min-w-0">
                <FigureChange
                  from={metric.from}
                  value={metric.value}
                  fromClassName="text-lg font-semibold text-on-night-soft"
                  valueClassName="text-2xl font-extrabold tracking-tight text-accent sm:text-3xl"
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <PointList points={results.points} tone="result" />
    </DetailSection>
  );
}
