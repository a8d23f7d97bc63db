import { Link } from "react-router";

import { inServiceSince, procurementRecognition } from "../../content/figures";
import { identity } from "../../content/identity";
import { homePage } from "../../content/page-copy/home";
import type { PageContent } from "../../content/pages";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { PageHero } from "../ui/page-hero";
import { SpeltOut } from "../ui/spelt-out";

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
          <ButtonLink to="/contact" variant="accent" size="lg">
            Book a free consultation
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          <Link to="/case-studies">See our results</Link>
        </div>
        <dl className="home-proof">
          <div>
            <dt>Delivering for South African institutions</dt>
            <dd>{inServiceSince}</dd>
          </div>
          <div>
            <dt>
              <SpeltOut abbreviation="B-BBEE" />, 100% black- and female-owned
            </dt>
            <dd>Level {identity.bbbeeLevel}</dd>
          </div>
          <div>
            <dt className="sr-only">What it is worth to you</dt>
            <dd>{procurementRecognition}</dd>
          </div>
        </dl>
      </PageHero>
      <section aria-label="Our mission" className="bg-accent text-night">
        <p className="home-mission container-page">
          <strong>Our mission:</strong> {identity.mission}.
        </p>
      </section>
    </>
  );
}
