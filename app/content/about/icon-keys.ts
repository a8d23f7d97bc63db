/**
 * The icons the About content may name, by key (components/about/about-icon.tsx draws each).
 * A plain module, so that the schema (about.schema.ts) can list them for the editor.
 */
export const aboutIconKeys = [
  "dignity",
  "excellence",
  "ownership",
  "integrity",
  "government",
  "finance",
  "health",
  "manufacturing",
  "retail",
  "logistics",
  "education",
  "energy",
] as const;

export type AboutIcon = (typeof aboutIconKeys)[number];
