import { Navigate } from "react-router";

import { CaseStudyPage } from "../components/case-studies/case-study-page";
import { findCaseStudy, nextCaseStudy } from "../content/case-studies";
import { caseStudyMeta } from "../content/case-studies/page-meta";
import type { Route } from "./+types/case-study";

export function meta({ params }: Route.MetaArgs) {
  return caseStudyMeta(findCaseStudy(params.id));
}

export default function CaseStudyRoute({ params }: Route.ComponentProps) {
  const study = findCaseStudy(params.id);
  // Known studies are prerendered; an unknown id only reaches the client, which goes home.
  if (!study) return <Navigate to="/home" replace />;
  return <CaseStudyPage study={study} next={nextCaseStudy(study)} />;
}
