import type { CoreMark, WordMark } from "../../content/technologies/marks";
import { Icon } from "../ui/icon";
import { glyphs, isGlyph } from "./technology-logo";

/**
 * Brand marks as files, since an image cannot read the page's CSS (decision 088); colours checked
 * against the tile by technology-mark.test.ts.
 */
const brandMarkFiles = import.meta.glob<string>("./marks/*.svg", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

/** A core technology's mark in its brand colour, or a neutral glyph in ours. Decorative. */
export function TechnologyMark({
  mark,
  size = 28,
}: {
  mark: Exclude<CoreMark, WordMark>;
  size?: number;
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
