import {
  Activity,
  Award,
  BarChart3,
  Bot,
  BrainCircuit,
  Building2,
  Cloud,
  Code2,
  Compass,
  Factory,
  FileSearch,
  Gauge,
  GitBranch,
  Globe,
  HeartPulse,
  Landmark,
  LayoutTemplate,
  Lightbulb,
  Network,
  PackageCheck,
  PenTool,
  Rocket,
  ScanEye,
  Search,
  ShieldCheck,
  ShoppingCart,
  Timer,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons content may name. Content modules refer to icons by these keys, so the words stay
 * free of markup and only the icons in use reach the bundle.
 */
export const icons = {
  activity: Activity,
  award: Award,
  "bar-chart": BarChart3,
  bot: Bot,
  brain: BrainCircuit,
  building: Building2,
  cloud: Cloud,
  code: Code2,
  compass: Compass,
  factory: Factory,
  "file-search": FileSearch,
  gauge: Gauge,
  "git-branch": GitBranch,
  globe: Globe,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  layout: LayoutTemplate,
  lightbulb: Lightbulb,
  network: Network,
  package: PackageCheck,
  "pen-tool": PenTool,
  rocket: Rocket,
  "scan-eye": ScanEye,
  search: Search,
  shield: ShieldCheck,
  "shopping-cart": ShoppingCart,
  timer: Timer,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  workflow: Workflow,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

/** A decorative icon by name; the text beside it carries the meaning. */
export function Icon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  const Component = icons[name];
  return (
    <Component aria-hidden="true" focusable="false" className={className} />
  );
}
