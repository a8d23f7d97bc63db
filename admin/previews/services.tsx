import type { z } from "zod";

import { ServicesPreview } from "../../app/components/home/services-preview";
import { ProcessSteps } from "../../app/components/services/process-steps";
import { ServiceCatalogue } from "../../app/components/services/service-catalogue";
import { servicesIn } from "../../app/content/services";
import { serviceTile } from "../../app/content/service-tile";
import type { servicesFileSchema } from "../../app/content/services.schema";
import { sitePreview } from "./frame";

/** /services below its hero, then the services' tiles as Home shows them. */
export const servicesPreview = sitePreview<z.infer<typeof servicesFileSchema>>(
  (data) => (
    <>
      <ProcessSteps
        processSteps={data.processSteps}
        servicesSections={data.sections}
      />
      <ServiceCatalogue
        services={servicesIn(data)}
        servicesSections={data.sections}
      />
      <ServicesPreview serviceTiles={data.services.map(serviceTile)} />
    </>
  ),
);
