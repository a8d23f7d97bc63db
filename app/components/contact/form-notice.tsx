import type { ReactNode } from "react";

import { Icon, type IconName } from "../ui/icon";

const tones = {
  info: {
    icon: "info",
    className: "border-brand/25 bg-brand-soft text-ink",
    iconClass: "text-brand",
  },
  success: {
    icon: "circle-check",
    className: "border-success/30 bg-success-soft text-ink",
    iconClass: "text-success",
  },
  error: {
    icon: "circle-alert",
    className: "border-danger/30 bg-danger-soft text-ink",
    iconClass: "text-danger",
  },
} satisfies Record<
  string,
  { icon: IconName; className: string; iconClass: string }
>;

/** A message of the form: a saved-data note, the result of sending, or what to correct. */
export function FormNotice({
  tone,
  className = "",
  children,
}: {
  tone: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  const { icon, className: toneClass, iconClass } = tones[tone];
  return (
    <p
      className={`mb-5 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed ${toneClass} ${className}`}
    >
      <Icon name={icon} className={`mt-0.5 size-4.5 shrink-0 ${iconClass}`} />
      <span>{children}</span>
    </p>
  );
}
