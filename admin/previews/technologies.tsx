import type { z } from "zod";

import { CoreTechnologies } from "../../app/components/technologies/core-technologies";
import { TechnologyGroups } from "../../app/components/technologies/technology-groups";
import { TechnologyPrinciples } from "../../app/components/technologies/technology-principles";
import type { technologiesFileSchema } from "../../app/content/technologies.schema";
import { groupsInOrder } from "../../app/content/technologies/categories";
import { sitePreview } from "./frame";

/** /technologies below its hero: the flip cards, the principles band and the groups. */
export const technologiesPreview = sitePreview<
  z.infer<typeof technologiesFileSchema>
>((data) => (
  <>
    <CoreTechnologies coreTechnologies={data.coreTechnologies.cards} />
    <TechnologyPrinciples content={data.principles} />
    <TechnologyGroups technologyGroups={groupsInOrder(data.toolbox.groups)} />
  </>
));
