import { basisLabel } from "../../content/figures";

/**
 * Where a figure comes from, under it in small type: “Basis: our project register, 2000 to date”.
 * A `dd` in a figure's `dl` group (a `dl` holds only its terms and descriptions), a `span` in a
 * term, a `p` elsewhere; its colour is the surface's quiet text colour, at least 4.5:1 on it.
 */
export function FigureBasis({
  basis,
  as: Tag = "p",
  className = "text-ink-soft",
}: {
  basis: string | undefined;
  as?: "p" | "dd" | "span";
  className?: string;
}) {
  if (!basis) return null;
  return (
    <Tag className={`text-xs leading-snug ${className}`}>
      <span className="font-semibold">{basisLabel}</span> {basis}
    </Tag>
  );
}
