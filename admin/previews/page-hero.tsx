import { HomeBanner } from "../../app/components/home/home-banner";
import { PageHero } from "../../app/components/ui/page-hero";
import { fillFactsIn } from "../../app/content/page-copy";
import type { PageContent } from "../../app/content/pages";
import { PreviewPart, sitePreview } from "./frame";

/** The drawn scenes by name: the hero shows one only from 1024 px, wider than the pane. */
const sceneFiles = import.meta.glob<string>(
  "../../app/assets/illustrations/*.svg",
  { eager: true, query: "?url", import: "default" },
);

/** A page's hero as the page draws it, facts filled in, then its name and search description. */
export const pageHeroPreview = (page: string) =>
  sitePreview<PageContent>((data) => {
    const { name, description, hero } = fillFactsIn<PageContent>(data);
    return (
      <>
        {page === "home" ? <HomeBanner hero={hero} /> : <PageHero {...hero} />}
        {hero.illustration ? (
          <div className="lg:hidden">
            <PreviewPart>
              Beside the text on screens 1024 px wide or more
            </PreviewPart>
            <div className="container-page py-8">
              <img
                src={
                  sceneFiles[
                    `../../app/assets/illustrations/${hero.illustration}.svg`
                  ]
                }
                alt=""
                width={480}
                height={320}
                className="h-auto w-80 rounded-3xl shadow-raised"
              />
            </div>
          </div>
        ) : null}
        <PreviewPart>In the browser tab and search results</PreviewPart>
        <dl className="container-page max-w-3xl space-y-4 py-8">
          <div>
            <dt className="text-sm font-semibold text-ink-soft">
              Page name (browser tab and breadcrumbs)
            </dt>
            <dd className="mt-1 text-lg font-semibold">{name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">
              Search description
            </dt>
            <dd className="mt-1">{description}</dd>
          </div>
        </dl>
      </>
    );
  });
