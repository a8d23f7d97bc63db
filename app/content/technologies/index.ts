import file from "../../../content/technologies.json" with { type: "json" };
import type {
  TechnologyGroup,
  TechnologyItem,
  technologiesFileSchema,
} from "../technologies.schema";
import type { z } from "zod";

export type {
  CoreTechnology,
  TechnologyGroup,
  TechnologyItem,
} from "../technologies.schema";
export type {
  BrandMark,
  CoreMark,
  GlyphMark,
  TechnologyMark,
  WordMark,
} from "./marks";

/**
 * The technologies page, from `content/technologies.json` (checked by the build against
 * `technologiesFileSchema`; see content-files.ts).
 */
const content = file as z.infer<typeof technologiesFileSchema>;

/** The flip cards, in the order of the spec's expertise levels (section 9). */
export const coreTechnologies = content.coreTechnologies;

/** The groups of small cards, in the spec's order. */
export const technologyGroups: readonly TechnologyGroup[] = content.groups;

/** Every small card as the spec's "Technology item", its group as its category. */
export const technologyItems: readonly TechnologyItem[] =
  technologyGroups.flatMap((group) =>
    group.items.map((item) => ({ ...item, category: group.category })),
  );

/** How we choose technology: the band between the flip cards and the technology groups. */
export const technologyPrinciples = content.principles;
