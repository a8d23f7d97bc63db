import { route, type RouteConfig } from "@react-router/dev/routes";

import { pagePaths } from "./content/site-map";

export default [
  // The top-level pages, from the page index: /services is routes/services.tsx.
  ...pagePaths.map((path) => route(path.slice(1), `routes${path}.tsx`)),
  route("case-studies/:id", "routes/case-study.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("blog/:id", "routes/blog-article.tsx"),
  route("legal/:slug", "routes/legal.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
