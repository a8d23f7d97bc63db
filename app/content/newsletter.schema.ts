import { z } from "zod";

import { unknownFacts } from "./facts.ts";
import { pageKey } from "./navigation.schema.ts";
import {
  button,
  eyebrow,
  heading,
  label,
  notAFact,
  text,
  textWithFacts,
} from "./schema-parts.ts";

/** The placeholder of `nextStep` that the visitor's own address replaces. */
const VISITOR_EMAIL = "{visitorEmail}";

const newsletterFields = z.object({
  eyebrow,
  title: heading.meta({ title: "Heading on /blog" }),
  afterArticleTitle: heading.meta({
    title: "Heading after an article",
    description:
      "Its heading at the end of an article, under the article's own call to action.",
  }),
  intro: textWithFacts.meta({
    title: "Introduction",
    description: "What a subscriber gets, in one or two sentences.",
    widget: "text",
  }),
  label: label.meta({ title: "Field label" }),
  hint: text.meta({
    title: "Field hint",
    description: "Under the field: what subscribing does.",
  }),
  submit: button.meta({ title: "Button text" }),
  errors: z
    .object({
      missing: text.meta({ title: "No address" }),
      invalid: text.meta({ title: "Not an address" }),
    })
    .meta({ title: "Error messages" }),
  nextStep: text
    .superRefine((value, context) => {
      if (!value.includes(VISITOR_EMAIL))
        context.addIssue(`must name the visitor's address as ${VISITOR_EMAIL}`);
      for (const token of unknownFacts(value.replaceAll(VISITOR_EMAIL, "")))
        context.addIssue(notAFact(token));
    })
    .meta({
      title: "What to do next",
      description: `Follows the success message: what the visitor still has to do. Write ${VISITOR_EMAIL} (shows as the address they typed, such as “thandi@example.co.za”) where that address goes.`,
    }),
  noScript: textWithFacts.meta({
    title: "Without JavaScript",
    description:
      "Shown when the browser runs no scripts: how to subscribe by e-mail. Write the company's address as {email}.",
  }),
  contact: z
    .object({
      prompt: text.meta({ title: "Question" }),
      label: button.meta({ title: "Link text" }),
      page: pageKey.meta({ description: "Where the link goes." }),
    })
    .meta({
      title: "Talk to someone",
      description: "The line under the sign-up that links to a page.",
    }),
});

export const newsletterSchema = newsletterFields.meta({
  title: "Newsletter sign-up",
  description:
    "The newsletter sign-up on the blog page and at the end of every article.",
});
