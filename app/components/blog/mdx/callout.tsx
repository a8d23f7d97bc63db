import type { ReactNode } from "react";

import { calloutTitles } from "../../../content/blog-sections";
import { Icon } from "../../ui/icon";

const tones = {
  note: { icon: "info", box: "border-brand bg-brand-soft", ink: "text-brand" },
  tip: {
    icon: "lightbulb",
    box: "border-accent bg-accent-soft",
    ink: "text-accent-strong",
  },
  warning: {
    icon: "triangle-alert",
    box: "border-accent-strong bg-canvas-subtle",
    ink: "text-accent-strong",
  },
} as const;

/** `<Callout tone="tip" title="…">`: an aside the reader should not miss. */
export function Callout({
  tone = "note",
  title = calloutTitles[tone],
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  const { icon, box, ink } = tones[tone];
  return (
    <aside
      aria-label={title}
      className={`not-prose my-8 flex gap-4 rounded-card border-l-4 px-5 py-5 sm:px-6 ${box}`}
    >
      <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${ink}`} />
      <div className="min-w-0 text-base leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_strong]:font-bold [&>p+p]:mt-3">
        <p className="font-bold">{title}</p>
        {children}
      </div>
    </aside>
  );
}
