/**
 * The icon keys a data file may name, one list per page (the keys a page's components know how
 * to draw): the schemas check a file's `icon` against these, and components/home/home-icons.ts and
 * components/services/services-icons.ts map each key to a symbol of the icon sprite (decision
 * 088). Plain data, so the schemas (loaded by the build's config) need no React.
 */
export const homeIconNames = [
  "activity",
  "bar-chart",
  "bot",
  "brain",
  "cloud",
  "code",
  "compass",
  "factory",
  "file-search",
  "gauge",
  "globe",
  "heart-pulse",
  "landmark",
  "layout",
  "network",
  "package",
  "scan-eye",
  "shield",
  "shopping-cart",
  "trending-up",
  "truck",
  "users",
  "workflow",
] as const;
export type HomeIconName = (typeof homeIconNames)[number];

export const servicesIconNames = [
  "bar-chart",
  "brain",
  "cloud",
  "code",
  "compass",
  "gauge",
  "globe",
  "layout",
  "network",
  "pen-tool",
  "rocket",
  "search",
  "shopping-cart",
  "truck",
  "workflow",
] as const;
export type ServicesIconName = (typeof servicesIconNames)[number];

/**
 * A service's icon: beside its title on /services and on its tile on Home, so one both pages
 * know how to draw.
 */
export const serviceIconNames = servicesIconNames.filter(
  (name): name is ServicesIconName & HomeIconName =>
    (homeIconNames as readonly string[]).includes(name),
) as unknown as readonly [
  ServicesIconName & HomeIconName,
  ...(ServicesIconName & HomeIconName)[],
];
