import { z } from "zod";

import { text } from "./schema-parts.ts";

/** Whether the number as shown can be dialled from anywhere: + and 8 to 15 digits. */
export function isDialable(shown: string): boolean {
  const digits = shown.replace(/\D/g, "");
  return (
    /^\+[1-9][\d ()-]*$/.test(shown.trim()) &&
    digits.length >= 8 &&
    digits.length <= 15
  );
}

const email = z.email("an e-mail address, such as info@company.co.za");

const identityFields = z.object({
  name: text.meta({
    title: "Company name",
    description:
      "The short name, as visitors know it: in every page title, the logo's label, the footer and the legal documents.",
  }),
  legalName: text.meta({
    title: "Registered name",
    description:
      "The name on the CIPC registration, with (Pty) Ltd: in the legal documents and the certifications.",
  }),
  registrationNumber: z
    .string()
    .regex(
      /^\d{4}\/\d{6}\/\d{2}$/,
      "the CIPC registration number, as 2011/123456/07",
    )
    .meta({ description: "As 2011/123456/07." }),
  bbbeeLevel: z
    .number()
    .int("a whole number from 1 to 8")
    .min(1, "a B-BBEE level from 1 to 8")
    .max(8, "a B-BBEE level from 1 to 8")
    .meta({
      title: "B-BBEE level",
      description:
        "The contributor level on the current B-BBEE certificate, 1 (highest) to 8.",
    }),
  founded: z
    .number()
    .int("a year, such as 2000")
    .min(1900, "a year from 1900 on")
    .max(new Date().getFullYear(), "a year that has begun")
    .meta({ title: "Year founded" }),
  mission: text.meta({
    description:
      "One sentence, without a full stop: in the footer under the logo.",
  }),
  email: email.meta({
    title: "E-mail address",
    description:
      "Where enquiries go: the footer, the contact page, the contact form and the newsletter sign-up.",
  }),
  phone: text
    .refine(
      isDialable,
      "the number as someone abroad would dial it: + and the country code, then the number, as +27 11 555 0199",
    )
    .meta({
      description:
        "The switchboard number as the site shows it, in international form: +27 11 555 0199. The call buttons dial it.",
    }),
  whatsapp: z
    .string()
    .regex(
      /^[1-9]\d{7,14}$/,
      "the international number as digits only, no + or spaces, as 27825550199",
    )
    .nullable()
    .meta({
      title: "WhatsApp number",
      description:
        "The WhatsApp Business number in international form, digits only (27825550199); empty hides the WhatsApp action on Contact.",
    }),
  address: z
    .object({
      street: text.meta({ title: "Street or suburb" }),
      locality: text.meta({ title: "City" }),
      region: text.meta({ title: "Province" }),
      postalCode: z
        .string()
        .regex(/^\d{4}$/, "a four-digit postal code")
        .meta({ description: "Four digits, as 2196." }),
      country: z.literal("ZA"),
      display: text.meta({ title: "Address as shown, in one line" }),
    })
    .meta({ description: "The office; search engines read it too." }),
  informationOfficer: z
    .object({
      role: text.meta({
        description:
          "The Information Officer's position, as Managing Director (POPIA and PAIA).",
      }),
      email: email.meta({
        title: "E-mail address",
        description: "Where privacy and access-to-information requests go.",
      }),
    })
    .meta({
      title: "Information Officer",
      description:
        "The person the privacy policy and the PAIA manual name for personal-information requests.",
    }),
  social: z
    .object({
      linkedin: z
        .url({ protocol: /^https$/, error: "an https:// address" })
        .regex(
          /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//,
          "the company's page on linkedin.com, as https://www.linkedin.com/company/…",
        )
        .meta({ title: "LinkedIn page" }),
    })
    .meta({ title: "Social media" }),
});

export const identitySchema = identityFields.meta({
  title: "Identity",
  description:
    "The company's name, registration, B-BBEE level, phone, e-mail, address and LinkedIn page: every page, the footer, Contact and the legal documents read them from here.",
});
