import { readSiteUrl } from "../lib/site-url";

/**
 * Every fact of the company's identity, in one place. The defaults are clearly fictitious
 * placeholders: replace them here (and set SITE_URL at build time) before going live.
 */
export const identity = {
  name: "Khanyisa Digital",
  legalName: "Khanyisa Digital (Pty) Ltd",
  registrationNumber: "2000/000000/07",
  bbbeeLevel: 1,
  founded: 2000,
  mission: "To do the impossible, for the demanding, with dignity & pride",
  email: "info@khanyisa.example",
  phone: {
    display: "+27 10 000 0000",
    href: "tel:+27100000000",
  },
  /**
   * The WhatsApp number in international form, digits only ("27821234567"), or null to hide the
   * WhatsApp action on /contact. Like the phone above, a clearly fictitious placeholder until the
   * company gives its WhatsApp Business number (issue 15 asks for the action on /contact).
   */
  whatsapp: "27100000000" as string | null,
  address: {
    street: "Sandton",
    locality: "Johannesburg",
    region: "Gauteng",
    postalCode: "2196",
    country: "ZA",
    display: "Sandton, Johannesburg, 2196",
  },
  /** The Information Officer under POPIA s55 and PAIA s1 (placeholder: name the real person). */
  informationOfficer: {
    role: "Managing Director",
    email: "privacy@khanyisa.example",
  },
  siteUrl: readSiteUrl(import.meta.env?.SITE_URL),
  social: {
    linkedin: "https://www.linkedin.com/company/khanyisa-digital-example",
  },
} as const;

export type Identity = typeof identity;
