import { ProcessSteps } from "../components/services/process-steps";
import { ServiceCatalogue } from "../components/services/service-catalogue";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { pages } from "../content/pages";

export const meta = () => namedPageMeta("services");

export default function ServicesPage() {
  return (
    <>
      <PageHero {...pages.services.hero} />
      <ProcessSteps />
      <ServiceCatalogue />
    </>
  );
}
