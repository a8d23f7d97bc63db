/**
 * The spec's nine technology categories, in its order, each by the key content/technologies.json
 * files its group under: the category is the group's heading, written here alone. Plain data,
 * for the page, the schema and the editor's preview.
 */
export const technologyCategories = {
  infrastructure: "Infrastructure & DevOps",
  developmentTools: "Development tools",
  frontend: "Frontend",
  backend: "Backend",
  database: "Database",
  analytics: "Analytics & BI",
  ai: "AI & ML",
  delivery: "CI/CD & deployment",
  iot: "IoT & cloud",
} as const;

export type TechnologyCategoryKey = keyof typeof technologyCategories;
export type TechnologyCategory =
  (typeof technologyCategories)[TechnologyCategoryKey];

export const groupsInOrder = <Group extends object>(
  groups: Partial<Record<TechnologyCategoryKey, Group>> | undefined,
) =>
  (
    Object.entries(technologyCategories) as [
      TechnologyCategoryKey,
      TechnologyCategory,
    ][]
  ).flatMap(([key, category]) => {
    const group = groups?.[key];
    return group ? [{ ...group, category }] : [];
  });
