import type { Screenshot } from "../../content/case-studies";
import { caseStudyLabels } from "../../content/case-studies/labels";
import { DetailSection, type PartLevel } from "./detail-parts";
import { ScreenImage } from "./screen-image";

/** The study's screens: the first one large, the others two by two; an odd last one full width. */
export function ScreenshotGallery({
  screenshots,
  title = caseStudyLabels.screenshots,
  level,
}: {
  screenshots: Screenshot[];
  title?: string;
  level?: PartLevel;
}) {
  return (
    <DetailSection title={title} level={level}>
      <div className="grid gap-6 sm:grid-cols-2">
        {screenshots.map((shot, index) => {
          const rest = screenshots.length - 1;
          const wide = index === 0 || (index === rest && rest % 2 === 1);
          return (
            <figure key={shot.src} className={wide ? "sm:col-span-2" : ""}>
              <div className="overflow-hidden rounded-xl bg-canvas shadow-card ring-1 ring-line">
                <ScreenImage shot={shot} />
              </div>
              <figcaption className="mt-3 text-sm font-semibold text-ink">
                {shot.title}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </DetailSection>
  );
}
