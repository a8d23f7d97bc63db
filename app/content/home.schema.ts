import { z } from "zod";

import { enDashRange } from "./figures.schema.ts";
import {
  atLeastTheSpecs,
  button,
  heading,
  inSpecOrder,
  label,
  sectionIntro,
  sitePath,
  specLabel,
  text,
  textWithFacts,
  textWithTokens,
  icon,
  accentColor,
  distinct,
} from "./schema-parts.ts";

const prose = (title: string, description: string) =>
  text.meta({ title, description, widget: "text" });
const list = (title: string, description: string) =>
  z
    .array(text.meta({ title: "Item" }))
    .min(1)
    .meta({ title, description });
const source = textWithFacts.meta({
  title: "Basis",
  description: 'Shown under the figure as "Basis: …".',
});
const figureValue = enDashRange.meta({
  title: "Figure",
  description:
    'As shown: "300%", "3–5" (a range with an en dash). A figure shown on other pages too is written once: "{deliveryMonths}".',
});

const specIndustries = [
  "Financial services",
  "Healthcare",
  "Manufacturing",
  "Retail & e-commerce",
] as const;

export const homeFileSchema = z
  .object({
    banner: z
      .object({
        primaryAction: button.meta({
          title: "Button",
          description: "To /contact.",
        }),
        resultsLink: button.meta({ description: "To /case-studies." }),
        inServiceLabel: text.meta({
          title: "Years in service label",
          description:
            "Above the years in service (Shared figures: “In service since”).",
        }),
        ownershipLabel: text.meta({
          title: "B-BBEE label",
          description:
            "Above the B-BBEE level, after “Broad-Based Black Economic Empowerment (B-BBEE),”, which the banner spells out.",
        }),
        bbbeeLevel: textWithFacts.meta({ title: "B-BBEE level" }),
        worthLabel: text.meta({
          title: "Procurement recognition label",
          description:
            "Read out by screen readers before the procurement recognition (Shared figures); not shown.",
        }),
        missionLabel: text.meta({
          title: "Mission bar label",
          description:
            "Before the mission (Identity) on the bar under the banner, followed by a colon; screen readers name the bar by it.",
        }),
      })
      .meta({
        title: "Banner",
        description:
          "The words of the home page's opening besides its heading and introduction (Home page): the button, the link and the figures' labels.",
      }),
    sections: z
      .object({
        ai: sectionIntro.meta({ title: "AI solutions" }),
        impact: sectionIntro.meta({ title: "Business impact" }),
        industries: sectionIntro.meta({ title: "Industry solutions" }),
        clients: sectionIntro,
        services: sectionIntro,
        solutions: sectionIntro.meta({ title: "Off-the-shelf solutions" }),
        management: sectionIntro.meta({ title: "Solution management" }),
        challenges: sectionIntro.meta({ title: "Challenges and solutions" }),
      })
      .meta({ title: "Section headings" }),
    aiSolutions: z
      .array(
        z.object({
          icon,
          title: label,
          description: prose("Description", "Two sentences at most."),
          features: list("Features", "Two or three short points."),
        }),
      )
      .min(4, atLeastTheSpecs(4, "AI solutions"))
      .meta({ title: "AI solutions" }),
    impactStats: z
      .array(
        z.object({
          number: figureValue,
          source,
          label: text,
          icon,
          description: prose("Description", "One sentence under the figure."),
        }),
      )
      .superRefine(
        inSpecOrder(
          (stat) => stat.number,
          ["{efficiencyGain}", "{costReduction}", "{uptime}", "{monitoring}"],
          "the four impact figures",
        ),
      )
      .meta({ title: "Business impact figures" }),
    industries: z
      .array(
        z.object({
          industry: label,
          icon,
          challenges: list("Challenges", "What goes wrong in the sector."),
          solutions: list("Solutions", "What we build for it."),
        }),
      )
      .superRefine(
        inSpecOrder(
          (industry) => industry.industry,
          specIndustries,
          "the four industries",
        ),
      )
      .meta({ description: "Each opens to its challenges and solutions." }),
    industryHeadings: z.object({
      challenges: text.meta({ title: "Challenges heading" }),
      solutions: text.meta({ title: "Solutions heading" }),
    }),
    clientWall: z
      .object({
        more: text.meta({ title: "Last tile" }),
        caseStudiesLink: specLabel(
          "View case studies",
          "the button under the client wall",
        ).meta({ title: "Case studies button" }),
        testimonialLink: text.meta({
          description:
            "Under the testimonial (Testimonials), to its case study.",
        }),
      })
      .meta({ title: "Clients" }),
    offTheShelfSolutions: z
      .array(
        z.object({
          id: z.number().int().positive().meta({ title: "Number" }),
          title: heading.meta({ title: "Product name" }),
          description: prose("Description", "One or two sentences."),
          features: list("Features", "Three short points."),
          icon,
          color: accentColor,
          url: z
            .url({ protocol: /^https$/ })
            .optional()
            .meta({ title: "Website", description: "Opened in a new tab." }),
        }),
      )
      .min(1)
      .refine(distinct("id"), "each product has its own number")
      .refine(
        (list) => distinct("color")(list.slice(0, 5)),
        "give each of the first five products its own colour: they sit side by side",
      )
      .meta({ title: "Off-the-shelf solutions" }),
    productLinks: z.object({
      website: textWithTokens(["product"]).meta({
        title: "Website link",
        description:
          "On a product with a website: “Visit the {product} website”, where {product} (shows as the product's name) goes.",
      }),
      ask: textWithTokens(["product"]).meta({
        title: "Ask link",
        description:
          "On a product without one, to /contact: “Ask about {product}”, where {product} (shows as the product's name) goes.",
      }),
    }),
    managementStats: z
      .array(z.object({ value: figureValue, label: text, source }))
      .min(1)
      .meta({ title: "Solution management figures" }),
    challengesAndSolutions: z.object({
      challengesTitle: heading.meta({ title: "Challenges heading" }),
      challenges: list("Challenges", "The problems clients bring us."),
      solutionsTitle: heading.meta({ title: "Solutions heading" }),
      solutions: list("Solutions", "Our answer to each, in the same order."),
    }),
    aboutPreview: z
      .object({
        eyebrow: text,
        title: heading.meta({ title: "Heading" }),
        paragraphs: z
          .array(
            textWithFacts.meta({
              title: "Paragraph",
              description: "May name a fact as {name} or {founded}.",
              widget: "text",
            }),
          )
          .min(1),
        credentialsTitle: heading.meta({ title: "Certificates heading" }),
        link: z.object({
          label: button,
          route: sitePath.meta({ title: "Page", description: '"/about"' }),
        }),
      })
      .meta({ title: "About us" }),
    satisfactionGuarantee: z.object({
      title: specLabel(
        "100% satisfaction guarantee",
        "the guarantee's heading",
        "heading",
      ).meta({ title: "Heading" }),
      body: prose("Text", "What the guarantee promises."),
      points: list("Points", "Short promises under it."),
    }),
  })
  .superRefine((home, context) => {
    // Each figure is told in one section of /home: the parts of this file each section draws.
    const sections: unknown[][] = [
      [home.banner],
      [home.sections.ai, home.aiSolutions],
      [home.sections.impact, home.impactStats],
      [home.sections.industries, home.industries, home.industryHeadings],
      [home.sections.clients, home.clientWall],
      [home.sections.services],
      [home.sections.solutions, home.offTheShelfSolutions, home.productLinks],
      [home.sections.management, home.managementStats],
      [home.sections.challenges, home.challengesAndSolutions],
      [home.aboutPreview],
      [home.satisfactionGuarantee],
    ];
    const texts = sections.map((parts) => JSON.stringify(parts));
    const figures = [
      ...home.impactStats.map((stat, at) => ({
        value: stat.number,
        path: ["impactStats", at, "number"],
      })),
      ...home.managementStats.map((stat, at) => ({
        value: stat.value,
        path: ["managementStats", at, "value"],
      })),
    ];
    for (const { value, path } of figures)
      if (texts.filter((text) => text.includes(value)).length > 1)
        context.addIssue({
          code: "custom",
          path,
          message: `“${value}” is told in another section of /home too: say a figure in one section only`,
        });
  })
  .meta({
    title: "Home page sections",
    description:
      "Everything on Home but its hero's heading and introduction: the banner's button and labels, AI solutions, impact, industries, clients, products, figures, about us and the guarantee. Write a company fact as {name}, {founded} or {bbbeeLevel}, the shared delivery time as {deliveryMonths}.",
  });

export type HomeFile = z.infer<typeof homeFileSchema>;
