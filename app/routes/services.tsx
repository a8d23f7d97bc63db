import "../components/services/process-steps.css";

import { useEffect } from "react";

import {
  additionalFeatures,
  coreServices,
  processSteps as siteProcessSteps,
  serviceElementId,
  services as siteServices,
  servicesSections as siteSections,
  stepLabel,
  type Service,
} from "../content/services";
import { CheckList } from "../components/ui/check-list";
import { FigureBasis } from "../components/ui/figure-basis";
import { Icon } from "../components/ui/icon";
import { IconTile } from "../components/ui/icon-tile";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { namedPageMeta } from "../content/page-meta";
import servicesPageFile from "../../content/pages/services.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const servicesPage = pageCopy(servicesPageFile);

export const meta = () => namedPageMeta("services", servicesPage);

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <ProcessSteps />
      <ServiceCatalogue />
    </>
  );
}

/** The delivery steps as a timeline, lit step by step as it scrolls in (process-steps.css). */
export function ProcessSteps({
  processSteps = siteProcessSteps,
  servicesSections = siteSections,
}: {
  processSteps?: typeof siteProcessSteps;
  servicesSections?: typeof siteSections;
} = {}) {
  const intro = servicesSections.process;
  return (
    <Section>
      <SectionHeading eyebrow={intro.eyebrow} title={intro.title} />
      <p className="mt-3 max-w-3xl text-ink-soft sm:mt-4 sm:text-lead">
        {intro.intro}
      </p>
      {/* The rail sits beside the list: an <ol> may hold only <li> elements. */}
      <div className="process-steps relative mt-8 lg:mt-14">
        <span
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-brand-soft lg:block"
        >
          <span className="process-rail absolute inset-0 bg-linear-to-r from-brand to-accent" />
        </span>
        <ol className="grid gap-6 lg:grid-cols-4 lg:gap-8">
          {processSteps.map((step, index) => (
            <li
              key={step.name}
              // Its place in the sequence for process-steps.css; a style attribute would break the CSP.
              className="relative grid grid-cols-[3rem_1fr] gap-x-4 nth-2:[--step:1] nth-3:[--step:2] nth-4:[--step:3] nth-[n+5]:[--step:4] lg:flex lg:flex-col lg:items-center lg:text-center"
            >
              {index < processSteps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-14 -bottom-4 left-6 w-0.5 -translate-x-1/2 bg-brand-soft lg:hidden"
                >
                  <span className="process-segment absolute inset-0 bg-brand" />
                </span>
              ) : null}
              <span className="process-marker relative inline-flex size-12 items-center justify-center rounded-full bg-brand text-canvas shadow-raised ring-8 ring-canvas [&>svg]:size-5">
                <Icon name={step.icon} />
              </span>
              <div className="flex flex-col lg:mt-5 lg:flex-1 lg:items-center">
                <div className="flex items-baseline gap-2 lg:flex-col lg:items-center lg:gap-0.5">
                  <p className="text-xs font-semibold tracking-widest text-brand uppercase">
                    {stepLabel(index + 1)}
                  </p>
                  <h3 className="text-xl font-bold">{step.name}</h3>
                </div>
                <p className="mt-1.5 text-sm text-ink-soft sm:text-base">
                  {step.summary}
                </p>
                <p className="mt-2.5 border-l-2 border-accent pl-3 text-sm font-medium text-ink lg:mt-auto lg:border-t-2 lg:border-l-0 lg:pt-3 lg:pl-0">
                  {step.outcome}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Opens the additional features of the card the address points at (`/services#service-6`). */
function useOpenTargetCard() {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const card = id ? document.getElementById(id) : null;
      const details = card?.closest("article")?.querySelector("details");
      if (details) details.open = true;
    };
    openTarget();
    window.addEventListener("hashchange", openTarget);
    return () => window.removeEventListener("hashchange", openTarget);
  }, []);
}

/** The site's services and headings; the editor's preview passes the entry being edited. */
export function ServiceCatalogue({
  services = siteServices,
  servicesSections = siteSections,
}: {
  services?: typeof siteServices;
  servicesSections?: typeof siteSections;
} = {}) {
  const intro = servicesSections.catalogue;
  useOpenTargetCard();
  return (
    <Section tone="subtle">
      <SectionHeading eyebrow={intro.eyebrow} title={intro.title} />
      <p className="mt-3 max-w-3xl text-ink-soft sm:mt-4 sm:text-lead">
        {intro.intro}
      </p>
      <nav aria-label="Services on this page" className="mt-6 sm:mt-8">
        <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
          {/* Keyed by place: an entry being added in the editor has no id yet. */}
          {services.map((service, index) => (
            <li key={index} className="shrink-0">
              <a
                href={`#${serviceElementId(service.id)}`}
                // Chromium leaves a chip half outside the swipeable row on Tab; show all of it.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({
                    block: "nearest",
                    inline: "nearest",
                  })
                }
                className="inline-flex min-h-10 items-center rounded-full bg-canvas px-4 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-line transition-colors hover:text-brand hover:ring-brand"
              >
                {service.shortName}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
        {services.map((service, index) => (
          <li key={index}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const anchor = serviceElementId(service.id);
  const headingId = `${anchor}-title`;
  const more = additionalFeatures(service);
  const labels = siteSections.catalogue;
  return (
    <article
      id={anchor}
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-line bg-canvas p-4 shadow-card target:border-brand target:ring-4 target:ring-brand-soft sm:p-7"
    >
      <div className="flex items-center gap-4">
        <IconTile icon={service.image} color={service.color} />
        <h3 id={headingId} className="text-lg leading-snug font-bold">
          {service.title}
        </h3>
      </div>
      <p className="mt-2.5 text-sm text-ink-soft sm:text-base">
        {service.description}
      </p>

      <h4 className="mt-4 text-xs font-bold tracking-widest text-brand-strong uppercase">
        {labels.coreServicesHeading}
      </h4>
      <CheckList
        items={coreServices(service)}
        className="mt-2.5 space-y-1.5! [&_li]:leading-snug [&_li]:text-ink"
      />

      <div className="mt-auto pt-4">
        {more.length > 0 ? (
          <details className="group/more border-t border-line">
            <summary className="-mx-2 flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-2 text-sm font-semibold text-brand-strong hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
              <span>
                {labels.additionalFeaturesLabel}{" "}
                <span className="font-medium text-ink-soft">
                  ({more.length})
                </span>
              </span>
              <Icon
                name="chevron-down"
                className="size-4 shrink-0 transition-transform group-open/more:rotate-180"
              />
            </summary>
            <CheckList items={more} className="pt-1 pb-2 [&_li]:leading-snug" />
          </details>
        ) : null}
        {service.stats ? (
          <dl className="flex flex-wrap items-baseline gap-x-5 gap-y-1 border-t border-line pt-3 text-sm">
            <Figure
              label={labels.record.projects}
              value={service.stats.projects}
            />
            <Figure
              label={labels.record.experience}
              value={service.stats.experience}
              hideLabel
            />
            <Figure
              label={labels.record.satisfaction}
              value={service.stats.satisfaction}
            />
          </dl>
        ) : null}
        <FigureBasis basis={service.stats?.basis} className="mt-1.5" />
      </div>
    </article>
  );
}

/** One figure of a service's record, read as "80+ projects", "Since 2000", "100% satisfaction". */
function Figure({
  label,
  value,
  hideLabel = false,
}: {
  label: string;
  value: string;
  hideLabel?: boolean;
}) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className={hideLabel ? "sr-only" : "text-ink-soft"}>{label}</dt>
      <dd className="order-first font-bold text-ink">{value}</dd>
    </div>
  );
}
