import type { IconName } from "../ui/icon-names.ts";

/** The icons the Services page's content may name, as keys of the icon sprite. */
export const servicesIcons = {
  "bar-chart": "chart-column",
  brain: "brain-circuit",
  cloud: "cloud",
  code: "code-xml",
  compass: "compass",
  gauge: "gauge",
  globe: "globe",
  layout: "layout-template",
  network: "network",
  "pen-tool": "pen-tool",
  rocket: "rocket",
  search: "search",
  "shopping-cart": "shopping-cart",
  truck: "truck",
  workflow: "workflow",
} as const satisfies Record<string, IconName>;
