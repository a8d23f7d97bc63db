import { ArticleList } from "../components/blog/article-list";
import { NewsletterSignup } from "../components/blog/newsletter-signup";
import { ConsultationLink } from "../components/ui/consultation-link";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { articles, featuredArticles } from "../content/blog/articles";
import { blogFeedLink, blogMeta } from "../content/blog-meta";
import { newsletterSignup as copy } from "../content/newsletter";
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
        heading={featuredSection}
        articles={featuredArticles}
        featured
      />
      <ArticleList
        heading={{
          ...archiveSection,
          intro: archiveSection.count(articles.length),
        }}
        articles={articles}
        tone="subtle"
      />
      <NewsletterBand />
    </>
  );
}

function NewsletterBand() {
  return (
    <section className="bg-canvas-subtle pb-16 sm:pb-20 lg:pb-24">
      <div className="container-page">
        <div className="surface-night relative isolate overflow-hidden rounded-card bg-night corner-glow px-6 py-10 shadow-raised sm:px-12 sm:py-12 lg:px-16 lg:py-16">
          <NewsletterSignup />
          <p className="mt-8 border-t border-on-night-line pt-6 text-sm text-on-night lg:mt-10">
            {copy.contact.prompt}{" "}
            <ConsultationLink
              to={copy.contact.route}
              className="inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-on-night underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
            >
              {copy.contact.label}
              <Icon name="arrow-right" className="size-4" />
            </ConsultationLink>
          </p>
        </div>
      </div>
    </section>
  );
}
