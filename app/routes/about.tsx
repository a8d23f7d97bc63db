import { MissionVisionGoal, OurStory } from "../components/about/company-story";
import { Leadership, SocialResponsibility } from "../components/about/people";
import {
  IndustriesServed,
  TechnologyCapabilities,
  TrackRecord,
} from "../components/about/reach";
import { OurValues, WhatWeDo } from "../components/about/what-we-do";
import { ButtonLink } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { heroLinks } from "../content/about";
import { namedPageMeta } from "../content/page-meta";
import aboutPageFile from "../../content/pages/about.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const aboutPage = pageCopy(aboutPageFile);

export const meta = () => namedPageMeta("about", aboutPage);

export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutPage.hero}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="accent" size="lg">
            {heroLinks.contact}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/case-studies" variant="outline-night" size="lg">
            {heroLinks.caseStudies}
          </ButtonLink>
        </div>
      </PageHero>
      <OurStory />
      <MissionVisionGoal />
      <WhatWeDo />
      <OurValues />
      <TrackRecord />
      <IndustriesServed />
      <TechnologyCapabilities />
      <Leadership />
      <SocialResponsibility />
    </>
  );
}
