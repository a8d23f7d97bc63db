import { z } from "zod";

import {
  label,
  specLabel,
  specWords,
  textAroundToken,
} from "./schema-parts.ts";

/**
 * The site's messages outside its pages (`content/site-messages.json`): the page shown when a
 * page fails, and the page that sends an unknown address home. The shell of every page carries
 * them: keep this file to these two.
 */
export const siteMessagesSchema = z.object({
  errorPage: z
    .object({
      title: label.meta({
        title: "Heading",
        description: "The page's heading when a page cannot be shown.",
      }),
      text: textAroundToken("homeLink").meta({
        title: "Text",
        description:
          "Under the heading, with {homeLink} (shows as the home page link below) where the link goes.",
      }),
      homeLink: label.meta({
        title: "Home page link",
        description: "The words of the link to the home page.",
      }),
    })
    .meta({
      title: "Error page",
      description: "Shown in place of a page that fails to draw.",
    }),
  redirectPage: z
    .object({
      text: textAroundToken("homeLink").meta({
        title: "Text",
        description:
          "Shown for an instant at an address the site does not have, before the home page opens, with {homeLink} (shows as the home page link below) where the link goes.",
      }),
      homeLink: label.meta({
        title: "Home page link",
        description: "The words of the link to the home page.",
      }),
    })
    .meta({
      title: "Redirect page",
      description: "The page an unknown address shows on its way to /home.",
    }),
});

export type SiteMessages = z.infer<typeof siteMessagesSchema>;

/**
 * The notice shown when a new version of the site is published (`content/update-notice.json`):
 * a file of its own, as only the notice's own chunk, loaded after the page, carries it.
 */
export const updateNoticeSchema = z.object({
  title: specLabel("New version available", "the update notice's heading", "heading").meta(
    {
      title: "Heading",
      description:
        "The site's specification names it “New version available”.",
    },
  ),
  // The spec's words, never the marketer's: not offered in the editor.
  body: specWords(
    "Refreshing to latest version…",
    "the words under the update notice's heading",
  ).meta({ title: "Text" }),
});
