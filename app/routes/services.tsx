import { ProcessSteps } from "../components/services/process-steps";
import { ServiceCatalogue } from "../components/services/service-catalogue";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import servicesPageFile from "../../content/pages/services.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const servicesPage = pageCopy(servicesPageFile);

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
