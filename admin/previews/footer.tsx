import type { z } from "zod";

import { SiteFooter } from "../../app/components/layout/site-footer";
import { identityFrom } from "../../app/content/identity";
import type { identitySchema } from "../../app/content/identity.schema";
import type { navigationSchema } from "../../app/content/navigation.schema";
import { pagePath, type PageKey } from "../../app/content/site-map";
import { PreviewPart, sitePreview } from "./frame";

/** The company's identity in the footer every page ends with: mission, credentials, contact. */
export const identityPreview = sitePreview<z.infer<typeof identitySchema>>(
  (data) => <SiteFooter identity={identityFrom(data)} />,
);

/** The footer's links and copyright line, then the menu bar's pages and its button, in words. */
export const navigationPreview = sitePreview<z.infer<typeof navigationSchema>>(
  (data) => {
    // As navigation.ts links them: the name from the file, the path from the page index.
    const link = (key: PageKey) => ({
      name: data.linkNames[key] ?? "",
      route: pagePath[key] ?? "",
    });
    return (
      <>
        <SiteFooter
          footerQuickLinks={data.footerQuickLinks.map(link)}
          footerMoreLinks={data.footerMoreLinks.map(link)}
          copyrightStartYear={data.copyrightStartYear}
        />
        <PreviewPart>The menu bar, in order</PreviewPart>
        <div className="container-page py-8">
          <ol className="flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            {data.menu.map((key, index) => (
              <li key={index}>{link(key).name}</li>
            ))}
          </ol>
          <p className="mt-4 text-ink-soft">
            Its button:{" "}
            <strong className="text-ink">{data.getStarted.name}</strong>, to{" "}
            {pagePath[data.getStarted.page] ?? ""}
            {data.getStarted.section}
          </p>
        </div>
      </>
    );
  },
);
