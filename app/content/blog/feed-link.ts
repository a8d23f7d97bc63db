import type { MetaDescriptor } from "react-router";

import { identity } from "../identity";
import { blogFeedPath } from "../site-map";

/** The <link rel="alternate"> that lets feed readers find the blog's RSS feed from its pages. */
export const blogFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${identity.name} insights`,
  href: blogFeedPath,
};
