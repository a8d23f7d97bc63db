import { z } from "zod";

import { button, eyebrow, heading, sitePath, text } from "./schema-parts.ts";

const link = (title: string) =>
  z
    .object({
      label: button,
      route: sitePath.meta({
        title: "Page",
        description: 'The page it opens: "/contact", "/services".',
      }),
    })
    .meta({ title });

const callsToActionFileFields = z.object({
  bookingPage: z
    .url({
      protocol: /^https$/,
      error: "the full address of the booking page, starting https://",
    })
    .optional()
    .meta({
      description:
        "Optional: the address of your online booking page (https://…), from Microsoft Bookings, Calendly or the like. While it is set, every button that invites visitors to a consultation on the contact page (“Book a free consultation”) opens it in a new tab instead. Leave it empty to keep them on the contact page.",
    }),
  closing: z
    .object({
      eyebrow,
      title: heading.meta({ title: "Heading" }),
      body: text.meta({
        title: "Text",
        description: "What happens when a visitor takes it up.",
        widget: "text",
      }),
      primary: link("Main button"),
      secondary: link("Second button"),
      instead: link("Button on its own page").meta({
        description:
          "Takes the place of the main or second button on the page that button opens (the second button on /services), so that no button leads to the page it is on.",
      }),
    })
    .superRefine((closing, context) => {
      const page = (route: string) => route.replace(/#.*/, "");
      if (
        [closing.primary.route, closing.secondary.route]
          .map(page)
          .includes(page(closing.instead.route))
      )
        context.addIssue({
          code: "custom",
          path: ["instead", "route"],
          message:
            "must open a page neither of the other two buttons opens: it stands in for one of them on that button’s own page",
        });
    })
    .meta({ title: "Closing call to action" }),
});

export const callsToActionFileSchema = callsToActionFileFields.meta({
  title: "Closing call to action",
  description: "The invitation above the footer on every page but Contact.",
});
