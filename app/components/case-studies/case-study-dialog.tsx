import { Link } from "react-router";

import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { caseStudyPath } from "../../content/site-map";
import { Dialog } from "../ui/dialog";
import { Icon } from "../ui/icon";
import { CaseStudyStory, StudyOpening } from "./detail-parts";
import { ScreenFigure } from "./screen-image";

export default function CaseStudyDialog({
  study,
  onClose,
}: {
  study: CaseStudy;
  onClose: () => void;
}) {
  const [cover] = study.screenshots;
  return (
    <Dialog
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
      <article className="-mx-6 -mt-6 sm:-mx-8">
        <StudyOpening
          study={study}
          className="px-6 py-10 sm:px-8 sm:py-12"
          top={
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">
              {study.hero.eyebrow}
            </p>
          }
        >
          <Link
            to={caseStudyPath(study.id)}
            className="group/link mt-6 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-accent underline-offset-4 hover:underline"
          >
            {labels.readFullStudy}
            <Icon
              name="arrow-right"
              className="size-5 transition-transform group-hover/link:translate-x-1"
            />
          </Link>
        </StudyOpening>
        <div className="space-y-12 px-6 py-10 sm:px-8 sm:py-12">
          {cover ? <ScreenFigure shot={cover} /> : null}
          <CaseStudyStory study={study} level={3} className="space-y-12" />
        </div>
      </article>
    </Dialog>
  );
}
