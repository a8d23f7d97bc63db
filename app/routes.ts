import { route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("home", "routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:id", "routes/case-study.tsx"),
  route("technologies", "routes/technologies.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("blog/:id", "routes/blog-article.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("procurement", "routes/procurement.tsx"),
  route("legal/:slug", "routes/legal.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
