import commonThread from "../../../content/case-studies-common-thread.json" with { type: "json" };
import { FigureBasis } from "../ui/figure-basis";
import { Section, SectionHeading } from "../ui/section";

export function CommonThread() {
  return (
    <Section tone="night" aria-labelledby="common-thread-heading">
      <SectionHeading
        id="common-thread-heading"
        eyebrow={commonThread.eyebrow}
        title={commonThread.title}
      />
      <dl className="mt-12 grid gap-10 sm:grid-cols-3">
        {commonThread.points.map((point) => (
          <div key={point.label} className="border-l-2 border-accent pl-6">
            <dt>
              <span className="block text-5xl font-extrabold tracking-tight text-accent">
                {point.figure}
              </span>
              <span className="mt-1 block text-lg font-bold">
                {point.label}
              </span>
            </dt>
            <dd className="mt-3 text-on-night-soft">{point.description}</dd>
            <FigureBasis
              as="dd"
              basis={point.basis}
              className="mt-2 text-on-night-soft"
            />
          </div>
        ))}
      </dl>
    </Section>
  );
}
