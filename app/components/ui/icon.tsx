import type { LucideIcon } from "lucide-react";

/** A decorative icon; the text beside it carries the meaning. */
export function Icon({
  icon: Glyph,
  className,
}: {
  icon: LucideIcon;
  className?: string;
}) {
  return <Glyph aria-hidden="true" focusable="false" className={className} />;
}
