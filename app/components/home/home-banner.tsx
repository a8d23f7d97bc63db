import { Link } from "react-router";

import { inServiceSince, procurementRecognition } from "../../content/figures";
import { homeBanner as copy } from "../../content/home";
import { identity } from "../../content/identity";
import homePageFile from "../../../content/pages/home.json" with { type: "json" };
import type { PageContent } from "../../content/pages";
import { buttonStyles } from "../ui/button";
import { ConsultationLink } from "../ui/consultation-link";
import { SpeltOut } from "../layout/site-footer";
import { Icon } from "../ui/icon";
import { PageHero } from "../ui/page-hero";
import { StatFigure } from "../ui/figure-basis";
import { pageCopy } from "../../content/page-copy";

const homePage = pageCopy(homePageFile);

/** The home page's opening: hero, actions, the proof a buyer checks first, the mission bar. */
export function HomeBanner({
  hero = homePage.hero,
}: { hero?: PageContent["hero"] } = {}) {
  return (
    <>
      <PageHero {...hero}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ConsultationLink
            to="/contact"
            className={buttonStyles({ variant: "accent", size: "lg" })}
          >
            {copy.primaryAction}
            <Icon name="arrow-right" className="size-5" />
          </ConsultationLink>
          <Link
            to="/case-studies"
            className="inline-flex min-h-11 items-center rounded font-semibold text-on-night underline decoration-accent decoration-2 underline-offset-8 hover:decoration-on-night"
          >
            {copy.resultsLink}
          </Link>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-on-night-line pt-6 lg:mt-10 lg:gap-x-12 xl:grid-cols-[auto_auto_1fr]">
          {(
            [
              [inServiceSince, copy.inServiceLabel],
              [
                copy.bbbeeLevel,
                <>
                  <SpeltOut abbreviation="B-BBEE" />, {copy.ownershipLabel}
                </>,
              ],
            ] as const
          ).map(([value, label]) => (
            <StatFigure
              key={value}
              className="gap-1"
              value={value}
              valueClassName="text-2xl font-bold text-on-night sm:text-3xl"
              label={label}
              labelClassName="text-sm text-on-night-soft"
            />
          ))}
          <StatFigure
            className="col-span-2 justify-center gap-1 rounded-2xl bg-night-raised p-4 ring-1 ring-accent/40 lg:px-6 xl:col-span-1"
            value={procurementRecognition}
            valueClassName="text-sm leading-snug font-semibold text-on-night sm:text-base"
            label={copy.worthLabel}
            labelClassName="sr-only"
          />
        </dl>
      </PageHero>
      <section aria-label={copy.missionLabel} className="bg-accent text-night">
        <p className="container-page py-4 text-center font-semibold sm:py-5 sm:text-lg">
          <strong className="font-extrabold">{copy.missionLabel}:</strong>{" "}
          {identity.mission}.
        </p>
      </section>
    </>
  );
}
