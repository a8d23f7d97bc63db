import { identity } from "../identity";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

/** The Information Regulator (South Africa), to whom anyone may complain under POPIA s74. */
export const informationRegulator = {
  name: "Information Regulator (South Africa)",
  address: "JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001",
  enquiries: "enquiries@inforegulator.org.za",
  complaints: "POPIAComplaints@inforegulator.org.za",
  website: "https://inforegulator.org.za",
} as const;

export const privacyPolicy = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `How ${identity.name} collects, uses and protects personal information under the Protection of Personal Information Act (POPIA).`,
  sections: [
    {
      heading: "Who is responsible for your information",
      paragraphs: [
        `The responsible party is ${identity.legalName}, registration number ${identity.registrationNumber}, ${identity.address.display}, South Africa. Telephone ${identity.phone.display}; e-mail ${identity.email}.`,
        `Our Information Officer is our ${identity.informationOfficer.role}, who can be reached at ${identity.informationOfficer.email} for any question or request about your personal information.`,
      ],
    },
    {
      heading: "What we collect",
      list: [
        "What you send us: your name, e-mail address, telephone number, company and message when you e-mail or call us.",
        "Analytics data, only if you accept analytics: pages viewed, scroll depth, device and browser type, screen size, approximate location and a pseudonymous identifier stored in a cookie.",
        "Technical logs kept by our hosting provider for security: IP address, browser, the page requested and the time, kept for no longer than 30 days.",
      ],
      paragraphs: [
        "We do not ask for special personal information (such as health or religious beliefs) or information about children, and we ask you not to send it.",
      ],
    },
    {
      heading: "Why we use it, and on what basis",
      list: [
        "To answer your enquiry and prepare proposals: necessary to take steps you asked for before a contract (POPIA s11(1)(b)) and our legitimate interest in responding (s11(1)(f)).",
        "To understand how the site is used and improve it: your consent (s11(1)(a)), which you may withdraw at any time.",
        "To keep the site secure and available: our legitimate interest and that of our visitors (s11(1)(f)).",
        "To comply with laws such as tax and company law: a legal obligation (s11(1)(c)).",
      ],
      paragraphs: [
        "Giving us personal information is voluntary. If you do not, we may be unable to respond to your enquiry; the website itself works without it.",
      ],
    },
    {
      heading: "Who receives it",
      list: [
        "Google LLC, as our operator for Google Analytics, only if you accept analytics.",
        "Our hosting and e-mail providers, as operators bound by written agreements to keep it confidential and secure (POPIA s20 and s21).",
        "Professional advisers, auditors and authorities, where the law requires it.",
      ],
      paragraphs: [
        "We never sell personal information or share it for marketing by others.",
      ],
    },
    {
      heading: "Transfers outside South Africa",
      paragraphs: [
        "Google Analytics data is processed on Google’s servers, which are mainly in the United States and the European Union. We transfer it under POPIA s72: Google is bound by data-processing terms and standard contractual clauses that give protection substantially similar to POPIA’s, and the transfer happens only with your consent.",
      ],
    },
    {
      heading: "How long we keep it, and how we protect it",
      paragraphs: [
        "Enquiries are kept for as long as we need them to respond and for up to three years after our last contact, unless a contract requires longer. Google Analytics data is kept for 14 months, then deleted automatically.",
        "We protect personal information with access controls, encryption in transit, least-privilege access for staff and regular security updates (POPIA s19). If we believe your information has been accessed without authority, we will tell you and the Information Regulator as POPIA s22 requires.",
      ],
    },
    {
      heading: "Your rights",
      list: [
        "To ask whether we hold personal information about you and for a copy of it (s23).",
        "To ask us to correct or delete information that is inaccurate, out of date or unlawfully held (s24).",
        "To object to processing based on legitimate interests (s11(3)) and to withdraw consent at any time, which does not affect processing before you withdrew it.",
        "To complain to the Information Regulator (s74).",
      ],
      paragraphs: [
        `Send requests to ${identity.informationOfficer.email}. We will answer within 30 days and may ask you to confirm your identity first.`,
      ],
    },
    {
      heading: "The Information Regulator",
      paragraphs: [
        `${informationRegulator.name}, ${informationRegulator.address}. General enquiries: ${informationRegulator.enquiries}. Complaints: ${informationRegulator.complaints}. Website: ${informationRegulator.website}.`,
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We will update this policy when our practices change and show the new date at the top. Significant changes will be announced on the site.",
      ],
    },
  ],
} as const satisfies LegalDocument;
