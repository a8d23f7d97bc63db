import brandFiles from "virtual:brand-marks";

import type {
  CoreMark,
  GlyphMark,
  TechnologyMark as Mark,
  WordMark,
} from "../../content/technologies/marks";
import { Icon, type IconName } from "../ui/icon";

// Brand marks as files: an image cannot read the page's CSS (decision 088).
const brandMarkFiles = import.meta.glob<string>("./marks/*.svg", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

export const glyphs = {
  database: "database",
  cloud: "cloud",
  ai: "brain-circuit",
  integration: "workflow",
  telematics: "truck",
  "web-app": "monitor-smartphone",
} satisfies Record<GlyphMark, IconName>;

const isGlyph = (mark: Mark): mark is GlyphMark => mark in glyphs;

export const isWordmark = (mark: Mark): mark is WordMark => mark === "wordmark";

/** A mark on the logo wall at 80 % black, like the client logos. Decorative. */
export function TechnologyLogo({ mark }: { mark: Exclude<Mark, WordMark> }) {
  if (isGlyph(mark))
    return (
      <Icon name={glyphs[mark]} size={28} className="text-black opacity-80" />
    );
  return (
    <img
      src={brandFiles[mark]}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      decoding="async"
      className="opacity-80"
    />
  );
}

/** A core technology's mark in its brand colour, or a neutral glyph in ours. Decorative. */
export function TechnologyMark({
  mark,
  size,
}: {
  mark: Exclude<CoreMark, WordMark>;
  size: number;
}) {
  if (isGlyph(mark))
    return <Icon name={glyphs[mark]} size={size} className="text-brand" />;
  return (
    <img
      src={brandMarkFiles[`./marks/${mark}.svg`]}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}
