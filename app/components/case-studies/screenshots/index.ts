import type { ComponentType } from "react";

import type { ScreenshotKey } from "../../../content/case-studies";
import { EducationDashboard } from "./education-dashboard";
import { EducationProofOfDelivery } from "./education-proof-of-delivery";
import { EducationRequisition } from "./education-requisition";
import { EducationTracking } from "./education-tracking";
import { StakeholderOnboarding } from "./stakeholder-onboarding";
import { StakeholderProfile } from "./stakeholder-profile";

/** The drawing for each screenshot the case-study content names. */
export const screenshots = {
  "education-dashboard": EducationDashboard,
  "education-requisition": EducationRequisition,
  "education-tracking": EducationTracking,
  "education-proof-of-delivery": EducationProofOfDelivery,
  "stakeholder-profile": StakeholderProfile,
  "stakeholder-onboarding": StakeholderOnboarding,
} satisfies Record<ScreenshotKey, ComponentType<{ label: string }>>;
