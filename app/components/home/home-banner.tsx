import { Link } from "react-router";

import { inServiceSince, procurementRecognition } from "../../content/figures";
import { homeBanner as copy } from "../../content/home-sections";
import { identity } from "../../content/identity";
import homePageFile from "../../../content/pages/home.json" with { type: "json" };
import type { PageContent } from "../../content/pages";
import { buttonStyles } from "../ui/button";
import { ConsultationLink } from "../ui/consultation-link";
import { Icon } from "../ui/icon";
import { PageHero } from "../ui/page-hero";
import { SpeltOut } from "../ui/spelt-out";
import { pageCopy } from "../../content/page-copy";

const homePage = pageCopy(homePageFile);

/**
 * The home page's opening: tagline, one primary call to action, the proof a buyer checks first
 * (how long, which B-BBEE level, what it is worth to them), and the mission bar. Delivery time and
 * project count are left to the management figures, so no figure is said twice. The hero is the
 * site's; the editor's preview passes the entry being edited.
 */
export function HomeBanner({
  hero = homePage.hero,
}: { hero?: PageContent["hero"] } = {}) {
  return (
    <>
      <PageHero {...hero}>
        <div className="home-actions">
          <ConsultationLink
            to="/contact"
            className={buttonStyles({ variant: "accent", size: "lg" })}
          >
            {copy.primaryAction}
            <Icon name="arrow-right" className="size-5" />
          </ConsultationLink>
          <Link to="/case-studies">{copy.resultsLink}</Link>
        </div>
        <dl className="home-proof">
          <div>
            <dt>{copy.inServiceLabel}</dt>
            <dd>{inServiceSince}</dd>
          </div>
          <div>
            <dt>
              <SpeltOut abbreviation="B-BBEE" />, {copy.ownershipLabel}
            </dt>
            <dd>{copy.bbbeeLevel}</dd>
          </div>
          <div>
            <dt className="sr-only">{copy.worthLabel}</dt>
            <dd>{procurementRecognition}</dd>
          </div>
        </dl>
      </PageHero>
      <section aria-label={copy.missionLabel} className="bg-accent text-night">
        <p className="home-mission container-page">
          <strong>{copy.missionLabel}:</strong> {identity.mission}.
        </p>
      </section>
    </>
  );
}
