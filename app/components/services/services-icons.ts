import {
  BarChart3,
  BrainCircuit,
  Cloud,
  Code2,
  Compass,
  Gauge,
  Globe,
  LayoutTemplate,
  Network,
  PenTool,
  Rocket,
  Search,
  ShoppingCart,
  Truck,
  Workflow,
  type LucideIcon,
} from "lucide-react";

import type { ServicesIconName } from "../../content/icon-names";

export type { ServicesIconName };

/**
 * The icons the Services page's content may name (see home-icons.ts for why each page has its
 * own set).
 */
export const servicesIcons = {
  "bar-chart": BarChart3,
  brain: BrainCircuit,
  cloud: Cloud,
  code: Code2,
  compass: Compass,
  gauge: Gauge,
  globe: Globe,
  layout: LayoutTemplate,
  network: Network,
  "pen-tool": PenTool,
  rocket: Rocket,
  search: Search,
  "shopping-cart": ShoppingCart,
  truck: Truck,
  workflow: Workflow,
} as const satisfies Record<ServicesIconName, LucideIcon>;
