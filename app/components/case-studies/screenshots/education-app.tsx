import type { ReactNode } from "react";

import { ScreenshotFrame } from "./screenshot-frame";

const NAV = [
  "Dashboard",
  "Requisitions",
  "Orders",
  "Delivery tracking",
  "Proof of delivery",
  "Exceptions",
  "Reports",
];

/** The frame of the education supply-chain system's screens. */
export function EducationApp({
  label,
  active,
  children,
}: {
  label: string;
  active: (typeof NAV)[number];
  children: ReactNode;
}) {
  return (
    <ScreenshotFrame
      label={label}
      url="ltsm.education.example.gov.za"
      appName="Learning Materials Supply System"
      appColour="#14532d"
      nav={NAV}
      activeNav={active}
      user="DM"
    >
      {children}
    </ScreenshotFrame>
  );
}
