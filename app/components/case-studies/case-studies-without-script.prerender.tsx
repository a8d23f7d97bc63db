import { caseStudies } from "../../content/case-studies";
import { CaseStudyDetail } from "./case-study-detail";

/**
 * Every study in full, for visitors without scripts: the cards cannot open dialogs, so the
 * stories follow them, and /case-studies#<id> scrolls to one. Drawn by the prerender inside a
 * <noscript> only (see scripts/vite-plugin-prerender-only.ts).
 */
export function CaseStudiesWithoutScript() {
  return (
    <div className="mt-16 space-y-12">
      {caseStudies.map((study) => (
        <CaseStudyDetail key={study.id} study={study} inDialog={false} />
      ))}
    </div>
  );
}
