import type { AboutIcon } from "../../content/about";
import type { IconName } from "../ui/icon";

/** The icons the About content names by key. */
export const aboutIcons = {
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
} satisfies Record<AboutIcon, IconName>;
