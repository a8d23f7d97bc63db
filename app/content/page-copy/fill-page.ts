import { fillFacts } from "../facts";
import type { PageContent } from "../pages.schema";

/**
 * A page's hero and description from its file in `content/pages/` (checked by the build against
 * `pageSchema`), with the company facts it names filled in.
 */
export function fillPage(file: unknown): PageContent {
  const page = file as PageContent;
  return {
    name: fillFacts(page.name),
    description: fillFacts(page.description),
    hero: {
      ...page.hero,
      eyebrow: fillFacts(page.hero.eyebrow),
      title: fillFacts(page.hero.title),
      subtitle: fillFacts(page.hero.subtitle),
    },
  };
}
