import { z } from "zod";

import {
  button,
  label,
  specLabel,
  text,
  textAroundToken,
} from "./schema-parts.ts";

const prose = (title: string, description: string) =>
  text.meta({ title, description, widget: "text" });

const consentFileFields = z.object({
  banner: z
    .object({
      title: label.meta({
        title: "Heading",
        description:
          "The banner's heading; screen readers name the banner by it too.",
      }),
      text: textAroundToken("cookiePolicy").meta({
        description:
          "What the site stores and why, and that nothing is measured before the visitor chooses. Write {cookiePolicy} (shows as the link to the cookie policy, in the link's words below) where the link goes.",
        widget: "text",
      }),
      cookiePolicyLink: label,
      accept: specLabel("Accept", "the banner's first button").meta({
        title: "Accept button",
      }),
      reject: specLabel("Reject", "the banner's second button").meta({
        title: "Reject button",
      }),
      manage: specLabel("Manage", "the banner's third button").meta({
        title: "Manage button",
      }),
    })
    .meta({
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
      subtitle: text.meta({ title: "Introduction" }),
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
        .meta({ description: "The visitor's choice: its checkbox." }),
      save: button.meta({ title: "Save button" }),
      acceptAll: button.meta({ title: "Accept all button" }),
      rejectAll: button.meta({ title: "Reject all button" }),
    })
    .meta({
      title: "Cookie settings",
      description:
        "The dialog with a checkbox per category, opened by the banner's Manage and the footer's Cookie settings.",
    }),
});

export const consentFileSchema = consentFileFields.meta({
  title: "Cookie banner and settings",
  description:
    "The banner a first visit shows (Accept, Reject, Manage) and the cookie settings dialog it and the footer open.",
});
