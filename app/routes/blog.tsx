import { ArticleList } from "../components/blog/article-list";
import { FeaturedArticles } from "../components/blog/featured-articles";
import { NewsletterBand } from "../components/blog/newsletter-band";
import { PageHero } from "../components/ui/page-hero";
import { articles, featuredArticles } from "../content/blog/articles";
import { blogFeedLink } from "../content/blog/feed-link";
import { blogMeta } from "../content/blog-meta";
import blogPageFile from "../../content/pages/blog.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const blogPage = pageCopy(blogPageFile);

export const meta = () => [...blogMeta(), blogFeedLink];

export default function BlogPage() {
  return (
    <>
      <PageHero {...blogPage.hero} />
      <FeaturedArticles articles={featuredArticles} />
      <ArticleList articles={articles} />
      <NewsletterBand />
    </>
  );
}
