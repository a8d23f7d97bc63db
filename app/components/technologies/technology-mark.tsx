import type { CoreMark, WordMark } from "../../content/technologies";
import angular from "./marks/angular.svg?no-inline";
import dotnet from "./marks/dotnet.svg?no-inline";
import kubernetes from "./marks/kubernetes.svg?no-inline";
import react from "./marks/react.svg?no-inline";
import typescript from "./marks/typescript.svg?no-inline";
import { type glyphs, isGlyph, TechnologyGlyph } from "./technology-logo";

/**
 * The core cards' brand marks: simple-icons' paths in the brand colour, or the ink colour where
 * the brand's is too pale for the white (canvas) tile; technology-mark.test.ts checks both
 * against the tokens in app/styles/app.css. The colours are the files' data: an image cannot
 * read the page's CSS (decision 088). Static files
 * rather than paths in the page's scripts: together the five paths weigh about 9 KB.
 */
export const brandMarkFiles = {
  angular,
  dotnet,
  kubernetes,
  react,
  typescript,
} satisfies Record<Exclude<CoreMark, keyof typeof glyphs | WordMark>, string>;

/**
 * A core technology's mark in its brand colour (simple-icons), or a neutral glyph for what is not
 * one brand (a brand without a mark is set as a wordmark by the card). Decorative: the
 * technology's name is always written beside it.
 */
export function TechnologyMark({
  mark,
  size = 28,
}: {
  mark: Exclude<CoreMark, WordMark>;
  size?: number;
}) {
  if (isGlyph(mark)) {
    return <TechnologyGlyph mark={mark} size={size} className="text-brand" />;
  }
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
