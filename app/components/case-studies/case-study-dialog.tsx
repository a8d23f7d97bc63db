import type { CaseStudy } from "../../content/case-studies";
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
      title={study.title}
      subtitle={study.client}
      size="lg"
    >
      <CaseStudyDetail study={study} inDialog />
    </Dialog>
  );
}
