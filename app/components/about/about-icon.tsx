import {
  Award,
  Banknote,
  Factory,
  GraduationCap,
  HeartHandshake,
  Landmark,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Truck,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";

import type { AboutIcon as IconKey } from "../../content/about";

const icons = {
  dignity: HeartHandshake,
  excellence: Award,
  ownership: Users,
  integrity: ShieldCheck,
  government: Landmark,
  finance: Banknote,
  health: Stethoscope,
  manufacturing: Factory,
  retail: ShoppingCart,
  logistics: Truck,
  education: GraduationCap,
  energy: Zap,
} satisfies Record<IconKey, LucideIcon>;

/** The decorative icon the About content names by key. */
export function AboutIcon({
  icon,
  className,
}: {
  icon: IconKey;
  className?: string;
}) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
