import { ArrowRight } from "lucide-react";

import { identity } from "../../content/identity";
import { homePage } from "../../content/page-copy/home";
import { ButtonLink } from "../ui/button";
import { PageHero } from "../ui/page-hero";
import { SpeltOut } from "../ui/spelt-out";

const proofPoints = [
  {
    value: `Since ${identity.founded}`,
    label: "Delivering for South African institutions",
  },
  {
    value: `Level ${identity.bbbeeLevel}`,
    label: (
      <>
        <SpeltOut abbreviation="B-BBEE" />, 100% black- and female-owned
      </>
    ),
  },
  { value: "3–9 months", label: "From kick-off to a system in production" },
  { value: "200+", label: "Projects delivered" },
];

/** The home page's opening: tagline, calls to action and the mission bar. */
export function HomeBanner() {
  const { hero } = homePage;
  return (
    <>
      <PageHero {...hero}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="accent" size="lg">
            Book a free consultation
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/case-studies" variant="outline-night" size="lg">
            See our results
          </ButtonLink>
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-on-night-line pt-10 lg:grid-cols-4">
          {proofPoints.map((point) => (
            <div key={point.value} className="flex flex-col gap-1">
              <dt className="text-sm text-on-night-soft">{point.label}</dt>
              <dd className="order-first text-2xl font-bold text-on-night sm:text-3xl">
                {point.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <MissionBar />
    </>
  );
}

function MissionBar() {
  return (
    <section aria-label="Our mission" className="bg-accent text-night">
      <p className="container-page py-5 text-center text-base font-semibold sm:text-lg">
        <span className="font-extrabold">Our mission:</span> {identity.mission}.
      </p>
    </section>
  );
}
