import { ProcessSteps } from "../components/services/process-steps";
import { ServiceCatalogue } from "../components/services/service-catalogue";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { servicesPage } from "../content/page-copy/services";

export const meta = () => namedPageMeta("services", servicesPage);

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <ProcessSteps />
      <ServiceCatalogue />
    </>
  );
}
