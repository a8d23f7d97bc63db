import { z } from "zod";

import {
  atLeastTheSpecs,
  heading,
  inSpecOrder,
  sectionIntro,
  specFixes,
  withBasis,
  text,
  textWithTokens,
  icon,
  accentColor,
  distinct,
} from "./schema-parts.ts";

/** The spec's four core services come first (services.ts's CORE_FEATURE_COUNT; a page must not load this module). */
const CORE_FEATURE_COUNT = 4;

const textWithServiceTokens = textWithTokens([
  "founded",
  "oldestCodeBaseYears",
  "POPIA",
]);

const serviceSchema = z.object({
  id: z.number().int().min(1).meta({
    title: "Number",
    description:
      "Its place in the address of its card on /services (/services#service-3 for number 3), which links point to: never change or reuse one.",
  }),
  title: heading,
  shortName: heading.meta({
    description:
      "The service in two or three words (“Custom software”): its tile on Home and its link atop /services.",
  }),
  description: text.meta({ widget: "text" }),
  image: icon,
  color: accentColor.meta({
    description: "The colour of the icon's tile, on /services and on Home.",
  }),
  features: z
    .array(
      textWithServiceTokens.meta({
        title: "Feature",
        description:
          "One deliverable. May name {founded}, {oldestCodeBaseYears}, the age in years of the oldest code base we modernised, or {POPIA}, the act's name spelt out with its abbreviation for its first use on the page.",
      }),
    )
    .min(CORE_FEATURE_COUNT + 1, {
      message: `needs the ${CORE_FEATURE_COUNT} core services and at least one additional feature`,
    })
    .meta({
      description: `The first ${CORE_FEATURE_COUNT} are the core services, shown in full; the rest are additional features, behind a disclosure.`,
    }),
  stats: withBasis("experience", {
    projects: text.meta({ description: '"80+"' }),
    experience: textWithServiceTokens.meta({
      description:
        '"Since 2008", or "Since {founded}" for the company\'s year.',
    }),
    satisfaction: text.meta({ description: '"100%"' }),
  })
    .optional()
    .meta({ title: "Record", description: "All three or none." }),
});

const deliverySteps = ["Discover", "Design", "Develop", "Deploy"] as const;

const processStepSchema = z.object({
  name: z.enum(deliverySteps).meta({ title: "Step" }),
  summary: text.meta({ widget: "text" }),
  outcome: text.meta({ description: "What the client has at the end of it." }),
  icon,
});

export const servicesFileSchema = z
  .object({
    oldestModernisedCodeBaseYears: z.number().int().min(1).meta({
      title: "Oldest code base modernised (years)",
      description:
        "The age in years of the oldest client code base our modernisation work has taken over (the “35-year code base” of the site's brief), not the company's age. A service names it as {oldestCodeBaseYears}. Confirm it with the delivery team.",
    }),
    services: z
      .array(serviceSchema)
      .min(12, atLeastTheSpecs(12, "services"))
      .refine(distinct("id"), "each service has its own number")
      .refine(distinct("title"), "each service has its own title"),
    processSteps: z
      .array(processStepSchema)
      .superRefine(
        inSpecOrder(
          (step) => step.name,
          deliverySteps,
          "the four delivery steps",
        ),
      )
      .meta({
        title: "Delivery process",
        description:
          "The four steps on /services, in order: change their words, not which they are.",
      }),
    sections: z
      .object({
        process: sectionIntro
          .extend({
            stepLabel: textWithTokens(["number"]).meta({
              description:
                "Above each step's name: “Step {number}” (shows as “Step 1”, “Step 2”, …).",
            }),
          })
          .meta({ title: "Delivery process section" }),
        catalogue: sectionIntro
          .extend({
            coreServicesHeading: text,
            additionalFeaturesLabel: text.meta({
              description:
                "The disclosure that opens a service's other features; their number follows in brackets.",
            }),
            record: z
              .object({
                projects: text,
                experience: text.meta({
                  description:
                    "Read out by screen readers with “Since 2008”; not shown.",
                }),
                satisfaction: text,
              })
              .meta({ title: "Record labels" }),
          })
          .meta({ title: "Services section" }),
      })
      .meta({ title: "Section headings" }),
  })
  .superRefine(({ oldestModernisedCodeBaseYears, services }, context) => {
    // Spec section 9's “35-year code base”: told once, in the one feature that names it.
    const telling = services.flatMap((service) =>
      service.features.filter(
        (feature) =>
          feature.includes("{oldestCodeBaseYears}") ||
          feature.includes(`${oldestModernisedCodeBaseYears} years`),
      ),
    );
    if (telling.length !== 1)
      context.addIssue({
        code: "custom",
        path: ["services"],
        message: specFixes(
          "that one service's feature tells the age of the oldest code base modernised, once: write it as {oldestCodeBaseYears}",
        ),
      });
  })
  .meta({
    title: "Services",
    description:
      "The services on /services and their tiles on Home, in order, with the delivery process and the page's section headings and card labels. A service's number is its address (/services#service-3): keep it.",
  });

export type Service = z.infer<typeof serviceSchema>;
