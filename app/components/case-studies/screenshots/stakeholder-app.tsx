import type { ReactNode } from "react";

import { ScreenshotFrame } from "./screenshot-frame";

const NAV = [
  "Dashboard",
  "Stakeholders",
  "Onboarding",
  "Documents",
  "Reviews",
  "Reports",
  "Audit log",
];

/** The frame of the insurer's stakeholder system's screens. */
export function StakeholderApp({
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
      url="stakeholders.insurer.example.co.za"
      appName="Stakeholder Hub"
      appColour="#4c1d95"
      nav={NAV}
      activeNav={active}
      user="TN"
    >
      {children}
    </ScreenshotFrame>
  );
}
