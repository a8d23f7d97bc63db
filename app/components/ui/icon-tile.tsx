import type { AccentColor } from "../../content/types";
import { accentClasses } from "./accent";
import { Icon, type IconName } from "./icon";

/** An icon on a soft square tile, in the brand colour or one of the content's accents. */
export function IconTile({
  icon,
  color,
  size = "md",
}: {
  icon: IconName;
  color?: AccentColor;
  size?: "md" | "lg";
}) {
  const tone = color
    ? accentClasses[color].tile
    : "bg-brand-soft text-brand ring-brand-soft";
  const box =
    size === "lg"
      ? "size-14 rounded-2xl [&>svg]:size-7"
      : "size-11 rounded-xl [&>svg]:size-5";
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center ring-1 ring-inset ${tone} ${box}`}
    >
      <Icon name={icon} />
    </span>
  );
}
