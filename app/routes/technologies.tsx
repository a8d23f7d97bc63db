import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta, pages } from "../content/pages";

export const meta = () => namedPageMeta("technologies");

export default function TechnologiesPage() {
  return <PageHero {...pages.technologies.hero} />;
}
