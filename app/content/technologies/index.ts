import file from "../../../content/technologies.json" with { type: "json" };
import type {
  TechnologyGroup,
  TechnologyItem,
  technologiesFileSchema,
} from "../technologies.schema";
import type { z } from "zod";

import { numberInWords } from "../facts";
import { groupsInOrder } from "./categories";

export type {
  CoreTechnology,
  TechnologyGroup,
  TechnologyItem,
} from "../technologies.schema";

const content = file as z.infer<typeof technologiesFileSchema>;

/** The flip cards, in the order of the spec's expertise levels (section 9). */
export const coreTechnologies = content.coreTechnologies.cards;

/** The text with {count} as the core technologies' number in words, capitalised to open a sentence. */
const withCount = (text: string) => {
  const count = coreTechnologies.length;
  const word = numberInWords(count) ?? String(count);
  return text.replace(/\{count\}/g, (_token, offset: number) =>
    /(^|[.!?]\s+)$/.test(text.slice(0, offset))
      ? word.charAt(0).toUpperCase() + word.slice(1)
      : word,
  );
};

/** The flip cards' heading, introduction and labels, the count filled in. */
export const coreTechnologiesCopy = {
  ...content.coreTechnologies,
  intro: withCount(content.coreTechnologies.intro),
  swipeHint: withCount(content.coreTechnologies.swipeHint),
};

// `principles`: how we choose technology, between the flip cards and the groups.
export const { toolbox, principles: technologyPrinciples } = content;

export const technologyGroups: readonly TechnologyGroup[] = groupsInOrder(
  toolbox.groups,
);

export const technologyItems: readonly TechnologyItem[] =
  technologyGroups.flatMap((group) =>
    group.items.map((item) => ({ ...item, category: group.category })),
  );
