import { z } from "zod";

import {
  label,
  specLabel,
  specWords,
  textAroundToken,
} from "./schema-parts.ts";

const siteMessagesFields = z.object({
  errorPage: z
    .object({
      title: label.meta({ title: "Heading" }),
      text: textAroundToken("homeLink").meta({
        description:
          "Under the heading, with {homeLink} (shows as the home page link below) where the link goes.",
      }),
      homeLink: label.meta({ title: "Home page link" }),
    })
    .meta({ description: "Shown in place of a page that fails to draw." }),
  redirectPage: z
    .object({
      text: textAroundToken("homeLink").meta({
        description:
          "Shown for an instant at an address the site does not have, before the home page opens, with {homeLink} (shows as the home page link below) where the link goes.",
      }),
      homeLink: label.meta({ title: "Home page link" }),
    })
    .meta({
      description: "The page an unknown address shows on its way to /home.",
    }),
});

export const siteMessagesSchema = siteMessagesFields.meta({
  title: "Site messages",
  description:
    "The page shown when a page fails to draw, and the one an unknown address shows on its way home.",
});

const updateNoticeFields = z.object({
  title: specLabel(
    "New version available",
    "the update notice's heading",
    "heading",
  ).meta({ title: "Heading" }),
  body: specWords(
    "Refreshing to latest version…",
    "the words under the update notice's heading",
  ).meta({ title: "Text" }),
});

export const updateNoticeSchema = updateNoticeFields.meta({
  title: "New-version notice",
  description:
    "Shown for a moment at the corner of the page when a new version of the site is published, just before the page reloads (the spec's words).",
});
