import { z } from "zod";

import { serviceIconNames, servicesIconNames } from "./icon-names.ts";
import {
  atLeastTheSpecs,
  figureBasis,
  heading,
  inSpecOrder,
  listed,
  sectionIntro,
  specFixes,
  statesItsBasis,
  text,
  textWithTokens,
} from "./schema-parts.ts";
import { accentColorLabels, accentColors } from "./types.ts";

/** The spec's four core services come first (services.ts's CORE_FEATURE_COUNT; a page must not load this module). */
const CORE_FEATURE_COUNT = 4;

/** The tokens a service's text may name, filled by services.ts. */
const serviceTokens = [
  "founded",
  "oldestCodeBaseYears",
  "POPIA",
] as const;
const textWithServiceTokens = textWithTokens(serviceTokens);

const accentColor = z.enum(accentColors).meta({
  title: "Colour",
  description: "The colour of the icon's tile, on /services and on Home.",
  optionLabels: accentColorLabels,
});

/** A service's number: its card's anchor, /services#service-<id>, which other pages link to. */
const serviceId = z.number().int().min(1).meta({
  title: "Number",
  description:
    "Its place in the address of its card on /services (/services#service-3 for number 3), which links point to: never change or reuse one.",
});

/** Each entry's id once: ids are addresses. */
const uniqueIds = <T extends { id: number }>(list: T[]) =>
  new Set(list.map((entry) => entry.id)).size === list.length;

const serviceSchema = z.object({
  id: serviceId,
  title: heading.meta({ title: "Title", description: "The service's name." }),
  shortName: heading.meta({
    title: "Short name",
    description:
      "The service in two or three words (“Custom software”): its tile on Home and its link atop /services.",
  }),
  description: text.meta({
    title: "Description",
    description: "One or two sentences under the title.",
    widget: "text",
  }),
  /** The drawn mark shown with the service, on its card and on its tile on Home. */
  image: z.enum(serviceIconNames).meta({
    title: "Icon",
    description: "The mark beside the title, and on the service's tile on Home.",
  }),
  color: accentColor,
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
      title: "Features",
      description: `The first ${CORE_FEATURE_COUNT} are the core services, shown in full; the rest are additional features, behind a disclosure.`,
    }),
  stats: z
    .object({
      projects: text.meta({ title: "Projects", description: '"80+"' }),
      experience: textWithServiceTokens.meta({
        title: "Experience",
        description:
          '"Since 2008", or "Since {founded}" for the company\'s year.',
      }),
      satisfaction: text.meta({ title: "Satisfaction", description: '"100%"' }),
      basis: figureBasis.optional(),
    })
    .superRefine(statesItsBasis((stats) => stats.experience))
    .optional()
    .meta({
      title: "Record",
      description:
        "Optional: the service's record, under its card. All three or none.",
    }),
});

/** The spec's four delivery steps, in its order. */
const deliverySteps = ["Discover", "Design", "Develop", "Deploy"] as const;

const processStepSchema = z.object({
  name: z.enum(deliverySteps).meta({
    title: "Step",
    description: `The site's specification fixes the four steps: ${listed(deliverySteps)}, in this order.`,
  }),
  summary: text.meta({
    title: "Summary",
    description: "What happens in the step.",
    widget: "text",
  }),
  outcome: text.meta({
    title: "Outcome",
    description: "What the client has at the end of it.",
  }),
  icon: z.enum(servicesIconNames).meta({ title: "Icon" }),
});

/**
 * The services, the delivery process and the services page's section headings
 * (`content/services.json`).
 */
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
    .refine(uniqueIds, "each service has its own number")
    .refine(
      (list) => new Set(list.map((service) => service.title)).size === list.length,
      "each service has its own title",
    )
    .meta({
      title: "Services",
      description: "In the order shown on /services and on Home's tiles.",
    }),
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
            title: "Step label",
            description:
              "Above each step's name: “Step {number}” (shows as “Step 1”, “Step 2”, …).",
          }),
        })
        .meta({ title: "Delivery process section" }),
      catalogue: sectionIntro
        .extend({
          coreServicesHeading: text.meta({
            title: "Core services heading",
            description: "Above a service's first four features.",
          }),
          additionalFeaturesLabel: text.meta({
            title: "Additional features label",
            description:
              "The disclosure that opens a service's other features; their number follows in brackets.",
          }),
          record: z
            .object({
              projects: text.meta({
                title: "Projects",
                description: "After the number of projects: “80+ projects”.",
              }),
              experience: text.meta({
                title: "Experience",
                description:
                  "Read out by screen readers with “Since 2008”; not shown.",
              }),
              satisfaction: text.meta({
                title: "Satisfaction",
                description: "After the figure: “100% satisfaction”.",
              }),
            })
            .meta({
              title: "Record labels",
              description: "The words of a service's record, under its card.",
            }),
        })
        .meta({ title: "Services section" }),
    })
    .meta({
      title: "Section headings",
      description:
        "The heading and introduction of each section, with the labels inside it.",
    }),
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
  });

export type Service = z.infer<typeof serviceSchema>;
