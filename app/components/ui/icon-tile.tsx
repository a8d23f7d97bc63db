import type { AccentColor } from "../../content/schema-parts";
import { accentClasses } from "./accent";
import { Icon, type IconName } from "./icon";

/** An icon on a soft square tile, in one of the content's accents (blue where none is chosen yet). */
export function IconTile({
  icon,
  color,
}: {
  icon: IconName;
  color?: AccentColor;
}) {
  const tone = accentClasses[color || "blue"].tile;
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset [&>svg]:size-5 ${tone}`}
    >
      <Icon name={icon} />
    </span>
  );
}
