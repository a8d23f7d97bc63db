import { Icon } from "./icon";

/** A list of features or outcomes, each with a check mark. */
export function CheckList({
  items,
  tone = "default",
  className = "",
}: {
  items: readonly string[];
  tone?: "default" | "night";
  className?: string;
}) {
  const mark = tone === "night" ? "text-accent" : "text-brand";
  const text = tone === "night" ? "text-on-night-soft" : "text-ink-soft";
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li
          key={item}
          className={`flex gap-2.5 text-sm leading-relaxed ${text}`}
        >
          <Icon
            name="check"
            className={`mt-0.5 size-4 shrink-0 ${mark}`}
            strokeWidth={2.5}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
