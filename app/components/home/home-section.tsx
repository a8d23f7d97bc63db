import type { ReactNode } from "react";

/** The heading beside its content from the desktop up, under it below; a story takes more room. */
export function HomeSplit({
  story,
  children,
}: {
  story?: boolean;
  children: ReactNode;
}) {
  const columns = story
    ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    : "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]";
  return (
    <div className={`grid gap-6 lg:items-start lg:gap-12 ${columns}`}>
      {children}
    </div>
  );
}
