import type { MetaDescriptor } from "react-router";

interface SeoInput {
  /** The company name, used alone or as the title's suffix. */
  siteName: string;
  /** The page's own name; omit for pages titled with the company name alone. */
  pageName?: string;
  description: string;
}

/** "Services | Khanyisa Digital", or the company name alone for pages without a page name. */
export function pageTitle(siteName: string, pageName?: string): string {
  return pageName ? `${pageName} | ${siteName}` : siteName;
}

/** The head tags of a page. Every route builds its meta through this one helper. */
export function seo({
  siteName,
  pageName,
  description,
}: SeoInput): MetaDescriptor[] {
  return [
    { title: pageTitle(siteName, pageName) },
    { name: "description", content: description },
  ];
}
