import {
  Activity,
  BarChart3,
  Bot,
  BrainCircuit,
  Cloud,
  Code2,
  Compass,
  Factory,
  FileSearch,
  Gauge,
  Globe,
  HeartPulse,
  Landmark,
  LayoutTemplate,
  Network,
  PackageCheck,
  ScanEye,
  ShieldCheck,
  ShoppingCart,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";

import type { HomeIconName } from "../../content/icon-names";

export type { HomeIconName };

/**
 * The icons the Home page's content may name. Content refers to icons by these keys, so the
 * words stay free of markup; each page has its own set, so it ships only the icons it can draw.
 */
export const homeIcons = {
  activity: Activity,
  "bar-chart": BarChart3,
  bot: Bot,
  brain: BrainCircuit,
  cloud: Cloud,
  code: Code2,
  compass: Compass,
  factory: Factory,
  "file-search": FileSearch,
  gauge: Gauge,
  globe: Globe,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  layout: LayoutTemplate,
  network: Network,
  package: PackageCheck,
  "scan-eye": ScanEye,
  shield: ShieldCheck,
  "shopping-cart": ShoppingCart,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  workflow: Workflow,
} as const satisfies Record<HomeIconName, LucideIcon>;
