import type { z } from "zod";

import { CaseStudyCard } from "../../app/routes/case-studies";
import { CaseStudyPage } from "../../app/components/case-studies/case-study-page";
import { caseStudies, type CaseStudy } from "../../app/content/case-studies";
import { caseStudyIndex } from "../../app/content/case-studies/list";
import type { CaseStudyFile } from "../../app/content/case-studies.schema";
import {
  type Testimonial,
  testimonialOf,
} from "../../app/content/testimonials";
import { ServicesPreview } from "../../app/routes/home";
import { HomeBanner } from "../../app/components/home/home-banner";
import { Testimonial as HomeQuote } from "../../app/components/home/testimonial";
import { Testimonial as CaseStudyQuote } from "../../app/components/case-studies/detail-parts";
import { SiteFooter } from "../../app/components/layout/site-footer";
import { ProcessSteps, ServiceCatalogue } from "../../app/routes/services";
import {
  CoreTechnologies,
  TechnologyGroups,
  TechnologyPrinciples,
} from "../../app/routes/technologies";
import { ClientWordmark } from "../../app/components/ui/client-wordmark";
import { PageHero, sceneUrl } from "../../app/components/ui/page-hero";
import type { Client } from "../../app/content/clients";
import type {
  ContentFileEntry,
  ContentFolderEntry,
} from "../../app/content/content-files";
import { identityFrom } from "../../app/content/identity";
import type { identitySchema } from "../../app/content/identity.schema";
import type { navigationSchema } from "../../app/content/navigation.schema";
import { fillFactsIn } from "../../app/content/facts";
import type { PageContent } from "../../app/content/pages";
import { servicesIn } from "../../app/content/services";
import type { servicesFileSchema } from "../../app/content/services.schema";
import { pagePath, type PageKey } from "../../app/content/site-map";
import type { technologiesFileSchema } from "../../app/content/technologies.schema";
import { groupsInOrder } from "../../app/content/technologies/categories";
import { pictureUrl, PreviewPart, sitePreview, wordsPreview } from "./frame";

/** The editor's live previews (086): the site's own components, or a kind's words. */

/** A page's hero as the page draws it, facts filled in, then its name and search description. */
const pageHeroPreview = (page: string) =>
  sitePreview<PageContent>((data) => {
    const { name, description, hero } = fillFactsIn(data);
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
                src={sceneUrl(hero.illustration)}
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

const noWords = { quote: "", attribution: "", organisation: "" };

/** The study's words, or the testimonial naming it, as the build resolves them; or its complaint. */
function wordsOf(study: CaseStudyFile): CaseStudy["testimonial"] | Error {
  if (study.testimonial) return study.testimonial;
  // Without an id it names no testimonial yet; the missing id is listed already.
  if (!study.id) return noWords;
  try {
    const { quote, attribution, organisation } = testimonialOf(study.id);
    return { quote, attribution, organisation };
  } catch (error) {
    return error as Error;
  }
}

/** Each kind's preview by its file or folder; a page's hero, or else its words, for the rest. */
const previews: Record<string, typeof wordsPreview> = {
  // /case-studies/<id>, then its card (inert: its dialog would change the editor's address).
  "content/case-studies": sitePreview<CaseStudyFile>(
    (data, pictures) => {
      const words = wordsOf(data);
      const study: CaseStudy = {
        ...data,
        // Drawn at each picture's own size: the build reads it from the file.
        screenshots: data.screenshots.map((shot) => ({
          ...shot,
          src: pictureUrl(shot.src, pictures, ["screenshots", "src"]),
        })),
        testimonial: words instanceof Error ? noWords : words,
      };
      const { nextCaseStudy } = caseStudyIndex([
        ...caseStudies.filter((other) => other.id !== study.id),
        study,
      ]);
      return (
        <>
          <CaseStudyPage study={study} next={nextCaseStudy(study)} />
          <PreviewPart>Its card on /case-studies</PreviewPart>
          <div inert className="container-page py-10">
            <CaseStudyCard study={study} />
          </div>
        </>
      );
    },
    (data) => {
      const words = wordsOf(data);
      return words instanceof Error ? [`Client's words: ${words.message}`] : [];
    },
  ),
  "content/identity.json": sitePreview<z.infer<typeof identitySchema>>(
    (data) => <SiteFooter identity={identityFrom(data)} />,
  ),
  // The footer's links and copyright line, then the menu bar's pages and its button, in words.
  "content/navigation.json": sitePreview<z.infer<typeof navigationSchema>>(
    (data) => {
      // As navigation.ts links them: the name from the file, the path from the page index.
      const link = (key: PageKey) => ({
        name: data.linkNames[key] ?? "",
        route: pagePath[key] ?? "",
      });
      return (
        <>
          <SiteFooter
            footerQuickLinks={data.footerQuickLinks.map(link)}
            footerMoreLinks={data.footerMoreLinks.map(link)}
            copyrightStartYear={data.copyrightStartYear}
          />
          <PreviewPart>The menu bar, in order</PreviewPart>
          <div className="container-page py-8">
            <ol className="flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              {data.menu.map((key, index) => (
                <li key={index}>{link(key).name}</li>
              ))}
            </ol>
            <p className="mt-4 text-ink-soft">
              Its button:{" "}
              <strong className="text-ink">{data.getStarted.name}</strong>, to{" "}
              {pagePath[data.getStarted.page] ?? ""}
              {data.getStarted.section}
            </p>
          </div>
        </>
      );
    },
  ),
  "content/clients.json": sitePreview<{ clients: Client[] }>(
    (data, pictures) => (
      <ul className="container-page grid grid-cols-2 gap-4 py-10 sm:grid-cols-4">
        {data.clients.map((client, index) => (
          <li key={index} className="grid place-items-center">
            <ClientWordmark
              client={{
                ...client,
                logo:
                  client.logo &&
                  pictureUrl(client.logo, pictures, ["clients", "logo"]),
              }}
            />
          </li>
        ))}
      </ul>
    ),
  ),
  // The first as Home quotes it, then each on the case study it names.
  "content/testimonials.json": sitePreview<{ testimonials: Testimonial[] }>(
    (data, pictures) => {
      const [first] = data.testimonials;
      return (
        <>
          {first ? (
            <>
              <PreviewPart>On Home: the first</PreviewPart>
              <div className="container-page max-w-xl pt-4 pb-10">
                <HomeQuote
                  testimonial={{
                    ...first,
                    photo:
                      first.photo &&
                      pictureUrl(first.photo, pictures, [
                        "testimonials",
                        "photo",
                      ]),
                  }}
                />
              </div>
            </>
          ) : null}
          {data.testimonials.map((testimonial, index) => (
            <div key={index}>
              <PreviewPart>
                On /case-studies/{testimonial.caseStudyId}, unless that study
                quotes words of its own
              </PreviewPart>
              <div className="container-page max-w-5xl py-10">
                <CaseStudyQuote testimonial={testimonial} />
              </div>
            </div>
          ))}
        </>
      );
    },
  ),
  // /services below its hero, then the services' tiles as Home shows them.
  "content/services.json": sitePreview<z.infer<typeof servicesFileSchema>>(
    (data) => (
      <>
        <ProcessSteps
          processSteps={data.processSteps}
          servicesSections={data.sections}
        />
        <ServiceCatalogue
          services={servicesIn(data)}
          servicesSections={data.sections}
        />
        <ServicesPreview services={data.services} />
      </>
    ),
  ),
  // /technologies below its hero: the flip cards, the principles band and the groups.
  "content/technologies.json": sitePreview<
    z.infer<typeof technologiesFileSchema>
  >((data) => (
    <>
      <CoreTechnologies coreTechnologies={data.coreTechnologies.cards} />
      <TechnologyPrinciples content={data.principles} />
      <TechnologyGroups technologyGroups={groupsInOrder(data.toolbox.groups)} />
    </>
  )),
};

export function previewOf(entry: ContentFileEntry | ContentFolderEntry) {
  const name = "file" in entry ? entry.file : entry.folder;
  const page = /^content\/pages\/([a-z-]+)\.json$/.exec(name)?.[1];
  return (page ? pageHeroPreview(page) : (previews[name] ?? wordsPreview))(
    entry.schema,
  );
}
