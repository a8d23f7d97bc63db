import { useLocation } from "react-router";

import { closingCallToAction as cta } from "../../content/calls-to-action";
import { ButtonLink, buttonStyles } from "../ui/button";
import { ConsultationLink } from "../ui/consultation-link";
import { Icon } from "../ui/icon";

/** The band above the footer; on a button's own page, the content's `instead` takes its place. */
export function ClosingCta() {
  const { pathname } = useLocation();
  const onItsPage = (link: typeof cta.primary) =>
    link.route.split("#")[0] === pathname ? cta.instead : link;
  const primary = onItsPage(cta.primary);
  const secondary = onItsPage(cta.secondary);
  return (
    <section
      aria-labelledby="closing-cta-heading"
      className="bg-canvas-subtle py-10 sm:py-14"
    >
      <div className="container-page">
        <div className="surface-brand relative isolate overflow-hidden rounded-card bg-brand corner-glow px-6 py-10 text-white shadow-raised sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16 lg:py-12">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-accent-soft uppercase">
              {cta.eyebrow}
            </p>
            <h2 id="closing-cta-heading" className="mt-3 text-title font-bold">
              {cta.title}
            </h2>
            <p className="mt-4 text-base text-white/85 sm:text-lead">
              {cta.body}
            </p>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:shrink-0 lg:flex-col">
            <ConsultationLink
              to={primary.route}
              className={buttonStyles({ variant: "accent", size: "lg" })}
            >
              {primary.label}
              <Icon name="arrow-right" className="size-5" />
            </ConsultationLink>
            <ButtonLink to={secondary.route} variant="outline-night" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
