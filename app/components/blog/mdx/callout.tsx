import { cva } from "class-variance-authority";
import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  note: { label: "Note", Icon: Info },
  tip: { label: "Tip", Icon: Lightbulb },
  warning: { label: "Watch out", Icon: TriangleAlert },
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
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  const { label, Icon } = tones[tone];
  return (
    <aside aria-label={title ?? label} className={calloutStyles({ tone })}>
      <Icon aria-hidden="true" className={iconStyles({ tone })} />
      <div className="min-w-0 text-base leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_strong]:font-bold [&>p+p]:mt-3">
        <p className="font-bold">{title ?? label}</p>
        {children}
      </div>
    </aside>
  );
}
