import type { ReactNode } from "react";

import { FigureBasis } from "./figure-basis";

/**
 * A figure set large, in a `dl`: what it counts is the term, its value shows first, then any
 * more words and the basis it rests on. The classes are the surface's: each band sizes its own.
 */
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
