import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { DetailSection, PointList, type PartLevel } from "./detail-parts";

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
      <dl
        className={`grid grid-cols-2 gap-3 sm:gap-4 ${results.metrics.length > 2 ? "lg:grid-cols-4" : ""}`}
      >
        {results.metrics.map((metric) => (
          <div
            key={metric.label}
            className="surface-night flex flex-col gap-2 rounded-card bg-night p-4 text-on-night sm:p-6"
          >
            <dt className="text-sm text-on-night-soft">{metric.label}</dt>
            <dd className="order-first flex items-baseline gap-2">
              {metric.from ? (
                <span className="text-lg font-semibold text-on-night-soft">
                  <span className="sr-only">{`${labels.from} `}</span>
                  {metric.from}
                  <span aria-hidden="true"> →</span>
                  <span className="sr-only">{` ${labels.to}`}</span>
                </span>
              ) : null}
              <span className="text-3xl font-extrabold tracking-tight text-accent">
                {metric.value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <PointList points={results.points} tone="result" />
    </DetailSection>
  );
}
