import { createElement, type SVGProps } from "react";

/** An icon as lucide-react's icon modules describe it. */
export interface LucideIconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement>;

const hasAccessibleProp = (props: IconProps) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") &&
      value != null,
  );

/**
 * A lean stand-in for lucide-react's `createLucideIcon`, which every lucide icon module calls.
 * It draws the same markup for the props this site passes (className, aria-*, focusable, width,
 * height, strokeWidth), without lucide's context, size and absolute-stroke options, and saves
 * every page about a kilobyte of gzip. `scripts/vite-plugin-lean-icons.ts` wires it in;
 * `lucide-icon.test.tsx` compares its markup with lucide-react's own.
 */
export default function createLucideIcon({ name, node }: LucideIconData) {
  function LucideIcon({ className, children, ...props }: IconProps) {
    const accessible = Boolean(children) || hasAccessibleProp(props);
    const classes = new Set(
      ["lucide", `lucide-${name}`, ...(className ?? "").split(/\s+/)].filter(
        Boolean,
      ),
    );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes].join(" "),
        ...(accessible ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      ),
      children,
    );
  }
  return LucideIcon;
}
