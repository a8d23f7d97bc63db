import { cva } from "class-variance-authority";
import type { ReactNode } from "react";

import { calloutTitles } from "../../../content/blog-sections";
import { Icon } from "../../ui/icon";

const icons = {
  note: "info",
  tip: "lightbulb",
  warning: "triangle-alert",
} as const;

const calloutStyles = cva(
  "my-8 flex gap-4 rounded-card border-l-4 px-5 py-5 sm:px-6",
  {
    variants: {
      tone: {
        note: "border-brand bg-brand-soft",
        tip: "border-accent bg-accent-soft",
        warning: "border-accent-strong bg-canvas-subtle",
      },
    },
  },
);

const iconStyles = cva("mt-0.5 size-5 shrink-0", {
  variants: {
    tone: {
      note: "text-brand",
      tip: "text-accent-strong",
      warning: "text-accent-strong",
    },
  },
});

/** `<Callout tone="tip" title="…">`: an aside the reader should not miss. */
export function Callout({
  tone = "note",
  title,
  children,
}: {
  tone?: keyof typeof icons;
  title?: string;
  children: ReactNode;
}) {
  const label = calloutTitles[tone];
  const icon = icons[tone];
  return (
    <aside aria-label={title ?? label} className={calloutStyles({ tone })}>
      <Icon name={icon} className={iconStyles({ tone })} />
      <div className="min-w-0 text-base leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_strong]:font-bold [&>p+p]:mt-3">
        <p className="font-bold">{title ?? label}</p>
        {children}
      </div>
    </aside>
  );
}
