import type { ComponentType } from "react";

import type {
  ContentFileEntry,
  ContentFolderEntry,
} from "../../app/content/content-files";
import { caseStudyPreview } from "./case-study";
import { clientsPreview } from "./clients";
import { identityPreview, navigationPreview } from "./footer";
import type { PreviewEntry } from "./frame";
import { pageHeroPreview } from "./page-hero";
import { servicesPreview } from "./services";
import { technologiesPreview } from "./technologies";
import { testimonialsPreview } from "./testimonials";
import { wordsPreview } from "./words";

export { ArticlePreview } from "./article";
export type { PreviewEntry } from "./frame";

/**
 * The editor's live previews (decision 086): each kind drawn by the site's own components, in the
 * site's stylesheet, from the entry being edited, with what the build would reject in it listed
 * above; a kind no component draws shows its words in the site's type.
 */

type Preview = ComponentType<{ entry: PreviewEntry }>;

/** The site components that draw each file, by its path; the rest preview as words. */
const filePreviews: Record<string, (entry: ContentFileEntry) => Preview> = {
  "content/identity.json": ({ schema }) => identityPreview(schema),
  "content/navigation.json": ({ schema }) => navigationPreview(schema),
  "content/clients.json": ({ schema }) => clientsPreview(schema),
  "content/testimonials.json": ({ schema }) => testimonialsPreview(schema),
  "content/services.json": ({ schema }) => servicesPreview(schema),
  "content/technologies.json": ({ schema }) => technologiesPreview(schema),
};

const PAGE_FILE = /^content\/pages\/([a-z-]+)\.json$/;

/** The preview of a content file. */
export function filePreview(entry: ContentFileEntry): Preview {
  const page = PAGE_FILE.exec(entry.file)?.[1];
  if (page) return pageHeroPreview(entry.schema, page);
  return (filePreviews[entry.file] ?? (({ schema }) => wordsPreview(schema)))(
    entry,
  );
}

/** The preview of each file of a content folder. */
export function folderPreview(entry: ContentFolderEntry): Preview {
  return entry.folder === "content/case-studies"
    ? caseStudyPreview(entry.schema)
    : wordsPreview(entry.schema);
}
