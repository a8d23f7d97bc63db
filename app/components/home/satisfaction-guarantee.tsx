import { satisfactionGuarantee as guarantee } from "../../content/home";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";

export function SatisfactionGuarantee() {
  return (
    <Section spacing="home" aria-labelledby="guarantee-heading">
      <div className="grid gap-5 rounded-card bg-accent-soft p-5 ring-1 ring-accent/40 sm:p-8 lg:grid-cols-12 lg:items-center lg:gap-10 lg:p-10">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-6 lg:col-span-7">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-night sm:size-16"
          >
            <Icon name="shield-check" className="size-6 sm:size-8" />
          </span>
          <div>
            <h2
              id="guarantee-heading"
              className="text-2xl font-bold sm:text-3xl"
            >
              {guarantee.title}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-soft sm:text-lg">
              {guarantee.body}
            </p>
          </div>
        </div>
        <CheckList
          items={guarantee.points}
          className="lg:col-span-5 [&_li]:text-base [&_li]:text-ink"
        />
      </div>
    </Section>
  );
}
