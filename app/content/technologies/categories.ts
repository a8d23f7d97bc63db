/** The spec's nine technology categories, in its order, by the key technologies.json groups under. */
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
  groups: Partial<Record<string, Group>> | undefined,
) =>
  Object.entries(technologyCategories).flatMap(([key, category]) => {
    const group = groups?.[key];
    return group ? [{ ...group, category }] : [];
  });
