import {
  CoreTechnologies,
  TechnologyGroups,
  TechnologyPrinciples,
} from "../components/technologies/technology-sections";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import technologiesPageFile from "../../content/pages/technologies.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const technologiesPage = pageCopy(technologiesPageFile);

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
