import type { ReactNode } from "react";

import { FigureBasis } from "./figure-basis";

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
