import type { IconName } from "../ui/icon-names.ts";

/** The icons the Home page's content may name, by key, as sprite names. */
export const homeIcons = {
  activity: "activity",
  "bar-chart": "chart-column",
  bot: "bot",
  brain: "brain-circuit",
  cloud: "cloud",
  code: "code-xml",
  compass: "compass",
  factory: "factory",
  "file-search": "file-search",
  gauge: "gauge",
  globe: "globe",
  "heart-pulse": "heart-pulse",
  landmark: "landmark",
  layout: "layout-template",
  network: "network",
  package: "package-check",
  "scan-eye": "scan-eye",
  shield: "shield-check",
  "shopping-cart": "shopping-cart",
  "trending-up": "trending-up",
  truck: "truck",
  users: "users",
  workflow: "workflow",
} as const satisfies Record<string, IconName>;
