import type { ComponentProps } from "react";

import { useFigureCaption } from "./figure";

/**
 * Every Markdown table: it scrolls sideways inside its own frame on a narrow screen, so the page
 * never does. The frame takes keyboard focus, so it can be scrolled without a mouse.
 */
export function ScrollTable(props: ComponentProps<"table">) {
  const caption = useFigureCaption();
  return (
    <div
      role="group"
      aria-label={caption ?? "Table"}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="my-7 overflow-x-auto rounded-card border border-line bg-canvas [&_:is(th,td)]:min-w-44 [&_:is(th,td)]:px-4 [&_:is(th,td)]:py-3 [&_:is(th,td):first-child]:min-w-28 [&_:is(th,td):first-child]:font-bold [&_table]:my-0 [&_th]:bg-canvas-subtle"
    >
      <table {...props} />
    </div>
  );
}
