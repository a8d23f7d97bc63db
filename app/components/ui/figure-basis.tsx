import { basisLabel } from "../../content/figures";

/** Where a figure comes from, in small type under it: “Basis: our project register”. */
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
