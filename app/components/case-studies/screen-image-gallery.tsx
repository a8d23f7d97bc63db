import type { Screenshot } from "../../content/case-studies";
import { caseStudyScreenPath } from "../../content/case-studies/screens";
import { DetailSection } from "./detail-parts";
import { HEIGHT, WIDTH } from "./screenshots/svg-parts";

/**
 * A study page's further screens, as the SVG files `npm run images` draws from the same drawings
 * the dialog shows inline: no script for the page to load, fetched only when scrolled near.
 */
export function ScreenImageGallery({
  screenshots,
}: {
  screenshots: Screenshot[];
}) {
  return (
    <DetailSection title="More screens from the system" level={2}>
      <div className="grid gap-8 sm:grid-cols-2">
        {screenshots.map((shot, index) => {
          const wide =
            screenshots.length % 2 === 1 && index === screenshots.length - 1;
          return (
            <figure key={shot.key} className={wide ? "sm:col-span-2" : ""}>
              <img
                src={caseStudyScreenPath(shot.key)}
                alt={shot.alt}
                width={WIDTH}
                height={HEIGHT}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full rounded-xl bg-canvas shadow-card ring-1 ring-line"
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
