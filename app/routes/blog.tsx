import { ArticleList } from "../components/blog/article-list";
import { NewsletterBand } from "../components/blog/newsletter-band";
import { PageHero } from "../components/ui/page-hero";
import { articles, featuredArticles } from "../content/blog/articles";
import { blogFeedLink, blogMeta } from "../content/blog-meta";
import { archiveSection, featuredSection } from "../content/blog-sections";
import blogPageFile from "../../content/pages/blog.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const blogPage = pageCopy(blogPageFile);

export const meta = () => [...blogMeta(), blogFeedLink];

export default function BlogPage() {
  return (
    <>
      <PageHero {...blogPage.hero} />
      <ArticleList
        id="featured-heading"
        heading={featuredSection}
        articles={featuredArticles}
        featured
      />
      <ArticleList
        id="articles-heading"
        heading={archiveSection}
        articles={articles}
        tone="subtle"
      >
        <p>{archiveSection.count(articles.length)}</p>
      </ArticleList>
      <NewsletterBand />
    </>
  );
}
