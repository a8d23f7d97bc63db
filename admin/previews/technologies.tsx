import type { z } from "zod";

import { CoreTechnologies } from "../../app/components/technologies/core-technologies";
import { TechnologyGroups } from "../../app/components/technologies/technology-groups";
import { TechnologyPrinciples } from "../../app/components/technologies/technology-principles";
import type { technologiesFileSchema } from "../../app/content/technologies.schema";
import { groupsInOrder } from "../../app/content/technologies/categories";
import { type PreviewEntry, PreviewFrame, readEntry } from "./frame";

/** /technologies below its hero: the flip cards, the principles band and the groups. */
export function technologiesPreview(schema: z.ZodType) {
  return function TechnologiesPreview({ entry }: { entry: PreviewEntry }) {
    const { data, problems } = readEntry<
      z.infer<typeof technologiesFileSchema>
    >(entry, schema);
    return (
      <PreviewFrame problems={problems}>
        <CoreTechnologies coreTechnologies={data.coreTechnologies.cards} />
        <TechnologyPrinciples content={data.principles} />
        <TechnologyGroups
          technologyGroups={groupsInOrder(data.toolbox.groups)}
        />
      </PreviewFrame>
    );
  };
}
