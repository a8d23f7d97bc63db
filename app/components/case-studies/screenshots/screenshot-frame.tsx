import type { ReactNode } from "react";

import { HEIGHT, palette, Text, WIDTH } from "./svg-parts";

interface ScreenshotFrameProps {
  /** What the picture shows, for people who cannot see it. */
  label: string;
  url: string;
  appName: string;
  /** The application's own brand colour, for its top bar. */
  appColour: string;
  nav: string[];
  activeNav: string;
  user: string;
  children: ReactNode;
  className?: string;
}

/** A browser window showing an application screen; the whole drawing is one labelled image. */
export function ScreenshotFrame({
  label,
  url,
  appName,
  appColour,
  nav,
  activeNav,
  user,
  children,
  className,
}: ScreenshotFrameProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={`reveal-scene block h-auto w-full ${className ?? ""}`}
      fontFamily="inherit"
    >
      <rect width={WIDTH} height={HEIGHT} rx="14" fill={palette.white} />
      {/* Browser chrome */}
      <path
        d={`M14 0h${WIDTH - 28}a14 14 0 0 1 14 14v26H0V14A14 14 0 0 1 14 0Z`}
        fill="#eef1f6"
      />
      <circle cx="22" cy="20" r="5.5" fill="#ff5f57" />
      <circle cx="40" cy="20" r="5.5" fill="#febc2e" />
      <circle cx="58" cy="20" r="5.5" fill="#28c840" />
      <rect
        x="200"
        y="9"
        width="560"
        height="22"
        rx="11"
        fill={palette.white}
      />
      <Text x={480} y={24} size={11} fill={palette.soft} anchor="middle">
        {url}
      </Text>
      {/* Application top bar */}
      <rect y="40" width={WIDTH} height="48" fill={appColour} />
      <rect
        x="20"
        y="54"
        width="20"
        height="20"
        rx="5"
        fill="#ffffff"
        opacity="0.9"
      />
      <Text x={50} y={69} size={14} weight={700} fill="#ffffff">
        {appName}
      </Text>
      <circle cx={WIDTH - 34} cy="64" r="13" fill="#ffffff" opacity="0.22" />
      <Text
        x={WIDTH - 34}
        y={68}
        size={10}
        weight={700}
        fill="#ffffff"
        anchor="middle"
      >
        {user}
      </Text>
      {/* Side navigation */}
      <rect y="88" width="180" height={HEIGHT - 88} fill={palette.panel} />
      <path d={`M180 88V${HEIGHT}`} stroke={palette.line} />
      {nav.map((item, index) => {
        const y = 112 + index * 34;
        const active = item === activeNav;
        return (
          <g key={item}>
            {active ? (
              <rect
                x="10"
                y={y - 14}
                width="160"
                height="26"
                rx="6"
                fill={palette.blueSoft}
              />
            ) : null}
            <rect
              x="22"
              y={y - 5}
              width="8"
              height="8"
              rx="2"
              fill={active ? appColour : "#c5ccda"}
            />
            <Text
              x={40}
              y={y + 3}
              size={12}
              weight={active ? 700 : 500}
              fill={active ? palette.ink : palette.soft}
            >
              {item}
            </Text>
          </g>
        );
      })}
      {children}
      <rect
        x="0.5"
        y="0.5"
        width={WIDTH - 1}
        height={HEIGHT - 1}
        rx="14"
        fill="none"
        stroke="#d5dbe6"
      />
    </svg>
  );
}
