import { z } from "zod";

import {
  label,
  sentenceCase,
  specLabel,
  text,
  textAroundToken,
} from "./schema-parts.ts";

const button = (title: string, description: string) =>
  text.superRefine(sentenceCase("button")).meta({ title, description });
const prose = (title: string, description: string) =>
  text.meta({ title, description, widget: "text" });

/**
 * The cookie banner and the cookie settings dialog (`content/consent.json`). Both load only when
 * shown, so their words cost no page anything until then.
 */
export const consentFileSchema = z.object({
  banner: z
    .object({
      title: label.meta({
        title: "Heading",
        description:
          "The banner's heading; screen readers name the banner by it too.",
      }),
      text: textAroundToken("cookiePolicy").meta({
        title: "Text",
        description:
          "What the site stores and why, and that nothing is measured before the visitor chooses. Write {cookiePolicy} (shows as the link to the cookie policy, in the link's words below) where the link goes.",
        widget: "text",
      }),
      cookiePolicyLink: label.meta({
        title: "Cookie policy link",
        description: "The words of the link to /legal/cookie-policy.",
      }),
      accept: specLabel("Accept", "the banner's first button").meta({
        title: "Accept button",
        description:
          "Allows analytics. The site's specification names it “Accept”.",
      }),
      reject: specLabel("Reject", "the banner's second button").meta({
        title: "Reject button",
        description:
          "Refuses analytics. The site's specification names it “Reject”.",
      }),
      manage: specLabel("Manage", "the banner's third button").meta({
        title: "Manage button",
        description:
          "Opens the cookie settings. The site's specification names it “Manage”.",
      }),
    })
    .meta({
      title: "Banner",
      description:
        "Shown at the foot of the page until the visitor chooses (POPIA: nothing is measured before).",
    }),
  settings: z
    .object({
      title: label.meta({
        title: "Heading",
        description:
          "The dialog's heading, opened by Manage and by the footer's Cookie settings button.",
      }),
      subtitle: text.meta({
        title: "Introduction",
        description: "One line under the heading.",
      }),
      categoriesLegend: label.meta({
        title: "Categories label",
        description:
          "Read by screen readers only: the name of the group of checkboxes.",
      }),
      necessary: z
        .object({
          title: label.meta({ title: "Name" }),
          description: prose(
            "Description",
            "What necessary storage does and why it cannot be turned off.",
          ),
          alwaysOn: text.meta({
            title: "Always-on note",
            description: "After the name, as written: “(always on)”.",
          }),
        })
        .meta({
          title: "Necessary storage",
          description: "Always on: its checkbox cannot be changed.",
        }),
      analytics: z
        .object({
          title: label.meta({ title: "Name" }),
          description: prose(
            "Description",
            "What analytics measures, who receives the data and where.",
          ),
        })
        .meta({
          title: "Analytics",
          description: "The visitor's choice: its checkbox.",
        }),
      save: button("Save button", "Saves the checkboxes as they are."),
      acceptAll: button("Accept all button", "Allows analytics."),
      rejectAll: button("Reject all button", "Refuses analytics."),
    })
    .meta({
      title: "Cookie settings",
      description:
        "The dialog with a checkbox per category, opened by the banner's Manage and the footer's Cookie settings.",
    }),
});

export type ConsentFile = z.infer<typeof consentFileSchema>;
