import type { z } from "zod";

import { ServicesPreview } from "../../app/components/home/services-preview";
import { ProcessSteps } from "../../app/components/services/process-steps";
import { ServiceCatalogue } from "../../app/components/services/service-catalogue";
import { servicesIn } from "../../app/content/services";
import { serviceTile } from "../../app/content/service-tile";
import type { servicesFileSchema } from "../../app/content/services.schema";
import { type PreviewEntry, PreviewFrame, readEntry } from "./frame";

/**
 * /services below its hero (the delivery process, then the service cards, their tokens filled),
 * then the services' tiles as Home shows them.
 */
export function servicesPreview(schema: z.ZodType) {
  return function ServicesFilePreview({ entry }: { entry: PreviewEntry }) {
    const { data, problems } = readEntry<z.infer<typeof servicesFileSchema>>(
      entry,
      schema,
    );
    return (
      <PreviewFrame problems={problems}>
        <ProcessSteps
          processSteps={data.processSteps}
          servicesSections={data.sections}
        />
        <ServiceCatalogue
          services={servicesIn(data)}
          servicesSections={data.sections}
        />
        <ServicesPreview serviceTiles={data.services.map(serviceTile)} />
      </PreviewFrame>
    );
  };
}
