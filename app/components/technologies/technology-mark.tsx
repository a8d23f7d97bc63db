import {
  siAngular,
  siDotnet,
  siKubernetes,
  siReact,
  siTypescript,
  type SimpleIcon,
} from "simple-icons";

import type { CoreMark } from "../../content/technologies";
import { legibleMarkColour } from "../../lib/colour-contrast";
import { type glyphs, isGlyph, TechnologyGlyph } from "./technology-logo";

// Only the core cards' brand marks are drawn inline, in colour: five paths, a few KB.
const brands = {
  angular: siAngular,
  dotnet: siDotnet,
  kubernetes: siKubernetes,
  react: siReact,
  typescript: siTypescript,
} satisfies Record<Exclude<CoreMark, keyof typeof glyphs>, SimpleIcon>;

/** Marks sit on white tiles; pale brand colours fall back to the ink colour. */
const TILE = "#ffffff";
const INK = "#0b1733";

/**
 * A core technology's mark in its brand colour (simple-icons), or a neutral glyph where the
 * brand is not in that set. Decorative: the technology's name is always written beside it.
 */
export function TechnologyMark({
  mark,
  size = 28,
}: {
  mark: CoreMark;
  size?: number;
}) {
  if (isGlyph(mark)) {
    return <TechnologyGlyph mark={mark} size={size} className="text-brand" />;
  }
  const icon = brands[mark];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
    >
      <path d={icon.path} fill={legibleMarkColour(`#${icon.hex}`, TILE, INK)} />
    </svg>
  );
}
