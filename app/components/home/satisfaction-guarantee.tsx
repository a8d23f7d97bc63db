import { ShieldCheck } from "lucide-react";

import { satisfactionGuarantee as guarantee } from "../../content/home-sections";
import { CheckList } from "../ui/check-list";
import { Section } from "../ui/section";

export function SatisfactionGuarantee() {
  return (
    <Section aria-labelledby="guarantee-heading">
      <div className="grid gap-8 rounded-card bg-accent-soft p-8 ring-1 ring-accent/40 sm:p-12 lg:grid-cols-12 lg:items-center">
        <div className="flex flex-col items-start gap-6 sm:flex-row lg:col-span-7">
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-accent text-night"
          >
            <ShieldCheck className="size-8" />
          </span>
          <div>
            <h2
              id="guarantee-heading"
              className="text-2xl font-bold sm:text-3xl"
            >
              {guarantee.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">
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
