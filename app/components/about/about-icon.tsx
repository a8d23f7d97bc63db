import type { AboutIcon as IconKey } from "../../content/about";
import { Icon, type IconName } from "../ui/icon";

const icons = {
  dignity: "heart-handshake",
  excellence: "award",
  ownership: "users",
  integrity: "shield-check",
  government: "landmark",
  finance: "banknote",
  health: "stethoscope",
  manufacturing: "factory",
  retail: "shopping-cart",
  logistics: "truck",
  education: "graduation-cap",
  energy: "zap",
} satisfies Record<IconKey, IconName>;

/** The decorative icon the About content names by key. */
export function AboutIcon({
  icon,
  className,
}: {
  icon: IconKey;
  className?: string;
}) {
  return <Icon name={icons[icon]} className={className} />;
}
