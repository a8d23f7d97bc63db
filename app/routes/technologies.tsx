import { CoreTechnologies } from "../components/technologies/core-technologies";
import { TechnologyGroups } from "../components/technologies/technology-groups";
import { TechnologyPrinciples } from "../components/technologies/technology-principles";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { technologiesPage } from "../content/page-copy/technologies";

export const meta = () => namedPageMeta("technologies", technologiesPage);

// The site-wide closing band (links to /contact and /services) ends the page.
export default function TechnologiesPage() {
  return (
    <>
      <PageHero {...technologiesPage.hero} />
      <CoreTechnologies />
      <TechnologyPrinciples />
      <TechnologyGroups />
    </>
  );
}
