import brandFiles from "virtual:brand-marks";

import type {
  GlyphMark,
  TechnologyMark,
  WordMark,
} from "../../content/technologies/marks";
import { Icon, type IconName } from "../ui/icon";

export const glyphs = {
  database: "database",
  cloud: "cloud",
  ai: "brain-circuit",
  integration: "workflow",
  telematics: "truck",
  "web-app": "monitor-smartphone",
} satisfies Record<GlyphMark, IconName>;

export const isGlyph = (mark: TechnologyMark): mark is GlyphMark =>
  mark in glyphs;

export const isWordmark = (mark: TechnologyMark): mark is WordMark =>
  mark === "wordmark";

/** A mark on the logo wall at 80 % black, like the client logos. Decorative. */
export function TechnologyLogo({
  mark,
  size = 28,
}: {
  mark: Exclude<TechnologyMark, WordMark>;
  size?: number;
}) {
  if (isGlyph(mark))
    return (
      <Icon name={glyphs[mark]} size={size} className="text-black opacity-80" />
    );
  return (
    <img
      src={brandFiles[mark]}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="opacity-80"
    />
  );
}
