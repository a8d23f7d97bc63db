import type { CoreMark, WordMark } from "../../content/technologies";
import { Icon } from "../ui/icon";
import { glyphs, isGlyph } from "./technology-logo";

/**
 * The core cards' brand marks in the brand's colour, or the ink where that is too pale for the
 * tile (technology-mark.test.ts checks both against app.css): files, since an image cannot read the
 * page's CSS (decision 088), and the paths would weigh 9 KB in the page's script.
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
