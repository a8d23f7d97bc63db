import { dataAndDeliveryGroups } from "./data-and-delivery-groups";
import { platformGroups } from "./platform-groups";
import type { TechnologyGroup, TechnologyItem } from "./types";

export type * from "./types";
export { coreTechnologies } from "./core-technologies";

/** The groups of small cards, in the spec's order. */
export const technologyGroups: readonly TechnologyGroup[] = [
  ...platformGroups,
  ...dataAndDeliveryGroups,
];

/** Every small card as the spec's "Technology item", its group as its category. */
export const technologyItems: readonly TechnologyItem[] =
  technologyGroups.flatMap((group) =>
    group.items.map((item) => ({ ...item, category: group.category })),
  );
export { technologyPrinciples } from "./principles";
