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

/** The closing invitation above the footer on every page but Contact (`content/calls-to-action.json`). */
export const callsToActionFileSchema = z.object({
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
