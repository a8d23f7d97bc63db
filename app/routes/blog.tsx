import { ArticleList } from "../components/blog/article-list";
import { PageHero } from "../components/ui/page-hero";
import { articles } from "../content/blog/articles";
import { pages, plainPageMeta } from "../content/pages";

export const meta = () => plainPageMeta(pages.blog.description);

export default function BlogPage() {
  return (
    <>
      <PageHero {...pages.blog.hero} />
      <ArticleList articles={articles} />
    </>
  );
}
