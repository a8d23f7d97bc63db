import type { ReactNode, SVGProps } from "react";

/**
 * Drawing parts for the case-study mock-ups: a browser window around an application with a top
 * bar and side navigation, and small pieces (text, status pills, bars) drawn in its coordinates.
 * Raw colours are allowed here: these are illustrations, not interface.
 */

export const WIDTH = 960;
export const HEIGHT = 600;
/** Where the application's content area starts, right of the side navigation. */
export const CONTENT_X = 196;
export const CONTENT_Y = 100;

export const palette = {
  ink: "#0b1733",
  soft: "#5b6580",
  faint: "#8a93a8",
  line: "#e3e7ef",
  panel: "#f6f8fb",
  white: "#ffffff",
  green: "#15803d",
  greenSoft: "#dcfce7",
  amber: "#b45309",
  amberSoft: "#fef3c7",
  red: "#b91c1c",
  redSoft: "#fee2e2",
  blue: "#1d43d8",
  blueSoft: "#e9eefd",
};

interface TextProps extends Omit<
  SVGProps<SVGTextElement>,
  "fontSize" | "fontWeight"
> {
  size?: number;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  children: ReactNode;
}

export function Text({
  size = 12,
  weight = 500,
  anchor = "start",
  fill = palette.ink,
  children,
  ...props
}: TextProps) {
  return (
    <text
      fontSize={size}
      fontWeight={weight}
      textAnchor={anchor}
      fill={fill}
      {...props}
    >
      {children}
    </text>
  );
}

export type Status = "good" | "warn" | "bad" | "info";

const statusColours: Record<Status, [string, string]> = {
  good: [palette.greenSoft, palette.green],
  warn: [palette.amberSoft, palette.amber],
  bad: [palette.redSoft, palette.red],
  info: [palette.blueSoft, palette.blue],
};

/** A rounded status label whose width follows its text. */
export function Pill({
  x,
  y,
  status,
  children,
}: {
  x: number;
  y: number;
  status: Status;
  children: string;
}) {
  const [background, colour] = statusColours[status];
  const width = children.length * 6.2 + 18;
  return (
    <g>
      <rect
        x={x}
        y={y - 13}
        width={width}
        height="19"
        rx="9.5"
        fill={background}
      />
      <Text
        x={x + width / 2}
        y={y}
        size={10.5}
        weight={700}
        fill={colour}
        anchor="middle"
      >
        {children}
      </Text>
    </g>
  );
}

/** A white panel with a title, the building block of each screen. */
export function Panel({
  x,
  y,
  width,
  height,
  title,
  children,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="10"
        fill={palette.white}
        stroke={palette.line}
      />
      {title ? (
        <Text x={x + 16} y={y + 26} size={13} weight={700}>
          {title}
        </Text>
      ) : null}
      {children}
    </g>
  );
}

/** A horizontal progress bar. */
export function Progress({
  x,
  y,
  width,
  value,
  colour = palette.green,
}: {
  x: number;
  y: number;
  width: number;
  value: number;
  colour?: string;
}) {
  return (
    <g>
      <rect x={x} y={y} width={width} height="6" rx="3" fill={palette.line} />
      <rect
        className="reveal-bar-x"
        x={x}
        y={y}
        width={(width * value) / 100}
        height="6"
        rx="3"
        fill={colour}
      />
    </g>
  );
}

/** A page title and subtitle at the top of the content area. */
export function ScreenTitle({
  title,
  subtitle,
}: {
  title: string;
  subtitle: string;
}) {
  return (
    <g>
      <Text x={CONTENT_X + 8} y={CONTENT_Y + 26} size={19} weight={800}>
        {title}
      </Text>
      <Text
        x={CONTENT_X + 8}
        y={CONTENT_Y + 46}
        size={11.5}
        fill={palette.soft}
      >
        {subtitle}
      </Text>
    </g>
  );
}
