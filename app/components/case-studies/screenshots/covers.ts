import type { ComponentType } from "react";

import type { CoverKey } from "../../../content/case-studies";
import { EducationDashboard } from "./education-dashboard";
import { StakeholderProfile } from "./stakeholder-profile";

/** The drawings a card can show as its cover: the only ones the page needs before a dialog opens. */
export const covers = {
  "education-dashboard": EducationDashboard,
  "stakeholder-profile": StakeholderProfile,
} satisfies Record<CoverKey, ComponentType<{ label: string }>>;
