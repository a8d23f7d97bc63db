/**
 * The index of blog articles: one entry per article, newest first where it matters.
 * The article bodies arrive as MDX files with the blog issue; this index already drives the
 * blog listing and the prerendered article paths.
 */
export interface ArticleSummary {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  /** Minutes. */
  readTime: number;
  category: string;
  featured: boolean;
}

export const articles = [
  {
    id: "digital-transformation-guide-2024",
    title:
      "The complete guide to digital transformation for South African businesses in 2024",
    excerpt:
      "A practical five-step roadmap, the numbers behind it and the pitfalls to avoid, drawn from more than 200 South African projects.",
    author: "Khanyisa Digital Strategy Team",
    publishDate: "2024-09-25",
    readTime: 12,
    category: "Digital Transformation",
    featured: true,
  },
  {
    id: "ai-transformation-enterprise",
    title: "How AI is transforming enterprise operations",
    excerpt:
      "Where automation, predictive analytics and AI-assisted service pay off first, and a four-step plan to move from pilot to production.",
    author: "Khanyisa Digital AI Practice",
    publishDate: "2024-09-20",
    readTime: 8,
    category: "Artificial Intelligence",
    featured: true,
  },
  {
    id: "angular-scalability-performance",
    title: "Why Angular suits enterprise applications",
    excerpt:
      "Client-side architecture, real-time data and the enterprise features that make Angular a safe long-term choice, with a four-step migration plan.",
    author: "Khanyisa Digital Engineering",
    publishDate: "2024-09-23",
    readTime: 6,
    category: "Web Development",
    featured: true,
  },
] as const satisfies readonly ArticleSummary[];

export function findArticle(
  id: string | undefined,
): ArticleSummary | undefined {
  return articles.find((article) => article.id === id);
}
