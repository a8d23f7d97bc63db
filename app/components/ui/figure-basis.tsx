import type { ReactNode } from "react";

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

/** A figure set large in a `dl`: its label is the term, its value shows first, its basis last. */
export function StatFigure({
  value,
  label,
  basis,
  className = "",
  valueClassName,
  labelClassName,
  basisClassName,
  children,
}: {
  value: ReactNode;
  label: ReactNode;
  basis?: string;
  className?: string;
  valueClassName: string;
  labelClassName: string;
  basisClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col ${className}`}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={`order-first ${valueClassName}`}>{value}</dd>
      {children}
      <FigureBasis as="dd" basis={basis} className={basisClassName} />
    </div>
  );
}
