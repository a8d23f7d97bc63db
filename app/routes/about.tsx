import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta, pages } from "../content/pages";

export const meta = () => namedPageMeta("about");

export default function AboutPage() {
  return <PageHero {...pages.about.hero} />;
}
