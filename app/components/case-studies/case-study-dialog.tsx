import type { CaseStudy } from "../../content/case-studies";
import { caseStudyPath } from "../../content/case-studies/paths";
import { Dialog } from "../ui/dialog";
import { CaseStudyDetail } from "./case-study-detail";

/** A study's full story in the site's dialog; mounted open, closed by unmounting. */
export function CaseStudyDialog({
  study,
  onClose,
}: {
  study: CaseStudy;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      // One size smaller on phones: at 375 px the header keeps to about a sixth of the screen.
      title={
        <span className="block max-sm:text-base max-sm:leading-snug">
          {study.title}
        </span>
      }
      subtitle={study.client}
      size="lg"
    >
      <CaseStudyDetail study={study} pagePath={caseStudyPath(study.id)} />
    </Dialog>
  );
}
