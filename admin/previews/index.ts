import type {
  ContentFileEntry,
  ContentFolderEntry,
} from "../../app/content/content-files";
import { caseStudyPreview } from "./case-study";
import { clientsPreview } from "./clients";
import { identityPreview, navigationPreview } from "./footer";
import { pageHeroPreview } from "./page-hero";
import { servicesPreview } from "./services";
import { technologiesPreview } from "./technologies";
import { testimonialsPreview } from "./testimonials";
import { wordsPreview } from "./words";

export { ArticlePreview } from "./article";
export type { PreviewEntry } from "./frame";

/**
 * The editor's live previews (decision 086): each kind drawn by the site's own components, with
 * what the build would reject listed above; a kind no component draws shows its words.
 */

const filePreviews: Record<string, typeof wordsPreview> = {
  "content/identity.json": identityPreview,
  "content/navigation.json": navigationPreview,
  "content/clients.json": clientsPreview,
  "content/testimonials.json": testimonialsPreview,
  "content/services.json": servicesPreview,
  "content/technologies.json": technologiesPreview,
};

/** The preview of a content file: a page's hero, a file's components, or its words. */
export function filePreview({ file, schema }: ContentFileEntry) {
  const page = /^content\/pages\/([a-z-]+)\.json$/.exec(file)?.[1];
  return (page ? pageHeroPreview(page) : (filePreviews[file] ?? wordsPreview))(
    schema,
  );
}

/** The preview of each file of a content folder. */
export function folderPreview({ folder, schema }: ContentFolderEntry) {
  return (folder === "content/case-studies" ? caseStudyPreview : wordsPreview)(
    schema,
  );
}
