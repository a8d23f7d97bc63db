import type { CoreMark, WordMark } from "../../content/technologies";
import angular from "./marks/angular.svg?no-inline";
import dotnet from "./marks/dotnet.svg?no-inline";
import kubernetes from "./marks/kubernetes.svg?no-inline";
import react from "./marks/react.svg?no-inline";
import typescript from "./marks/typescript.svg?no-inline";
import { Icon } from "../ui/icon";
import { glyphs, isGlyph } from "./technology-logo";

/**
 * The core cards' brand marks in the brand's colour, or the ink where that is too pale for the
 * tile (technology-mark.test.ts checks both against app.css): files, since an image cannot read the
 * page's CSS (decision 088), and the paths would weigh 9 KB in the page's script.
 */
export const brandMarkFiles = {
  angular,
  dotnet,
  kubernetes,
  react,
  typescript,
} satisfies Record<Exclude<CoreMark, keyof typeof glyphs | WordMark>, string>;

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
      src={brandMarkFiles[mark]}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}
