import { z } from "zod";

import { heading, sentenceCase, sitePath, text } from "./schema-parts.ts";

const link = (title: string) =>
  z
    .object({
      label: text
        .superRefine(sentenceCase("button"))
        .meta({ title: "Label", description: "The button's words." }),
      route: sitePath.meta({
        title: "Page",
        description: 'The page it opens: "/contact", "/services".',
      }),
    })
    .meta({ title });

/**
 * The closing invitation above the footer on every page but Contact, and where the site's
 * invitations to a consultation lead (`content/calls-to-action.json`).
 */
export const callsToActionFileSchema = z.object({
  /** The company's online booking page: the consultation buttons open it in a new tab. */
  bookingPage: z
    .url({
      protocol: /^https$/,
      error: "the full address of the booking page, starting https://",
    })
    .optional()
    .meta({
      title: "Booking page",
      description:
        "Optional: the address of your online booking page (https://…), from Microsoft Bookings, Calendly or the like. While it is set, every button that invites visitors to a consultation on the contact page (“Book a free consultation”) opens it in a new tab instead. Leave it empty to keep them on the contact page.",
    }),
  closing: z
    .object({
      eyebrow: text.meta({
        title: "Eyebrow",
        description: "The small line above the heading.",
      }),
      title: heading.meta({ title: "Heading", description: "The invitation." }),
      body: text.meta({
        title: "Text",
        description: "What happens when a visitor takes it up.",
        widget: "text",
      }),
      primary: link("Main button"),
      secondary: link("Second button"),
    })
    .meta({
      title: "Closing call to action",
      description: "Above the footer on every page but Contact.",
    }),
});
