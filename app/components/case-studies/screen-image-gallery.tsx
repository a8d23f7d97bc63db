import type { Screenshot } from "../../content/case-studies";
import { caseStudyLabels } from "../../content/case-studies/labels";
import { DetailSection } from "./detail-parts";
import { ScreenImage } from "./screen-image";

/**
 * A study page's further screens, as the files its study names: no script for the page to load,
 * fetched only when scrolled near.
 */
export function ScreenImageGallery({
  screenshots,
}: {
  screenshots: Screenshot[];
}) {
  return (
    <DetailSection title={caseStudyLabels.moreScreens} level={2}>
      <div className="grid gap-8 sm:grid-cols-2">
        {screenshots.map((shot, index) => {
          const wide =
            screenshots.length % 2 === 1 && index === screenshots.length - 1;
          return (
            <figure key={shot.src} className={wide ? "sm:col-span-2" : ""}>
              <ScreenImage
                shot={shot}
                className="rounded-xl bg-canvas shadow-card ring-1 ring-line"
              />
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
