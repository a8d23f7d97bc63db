import { expand } from "../abbreviations";
import { identity } from "../identity";
import { informationRegulator } from "./privacy-policy";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export const paiaManual = {
  slug: "paia-manual",
  title: `${expand("PAIA")} Manual`,
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `How to request access to records held by ${identity.legalName} under the Promotion of Access to Information Act (PAIA).`,
  sections: [
    {
      heading: "Our PAIA manual",
      paragraphs: [
        `${identity.legalName} keeps a manual under section 51 of the Promotion of Access to Information Act, 2000 (PAIA). It describes the records we hold, the subjects they cover, how to request access and the grounds on which a request may be refused.`,
        `The full manual is available free of charge at our offices (${identity.address.display}) during business hours, and by e-mail from our Information Officer at ${identity.informationOfficer.email}.`,
      ],
    },
    {
      heading: "Records we hold",
      list: [
        "Company records: incorporation documents, minutes, share register.",
        "Financial and tax records.",
        "Employee records.",
        "Client and supplier agreements and correspondence.",
        `Records of personal information processed under the ${expand("POPIA")}, including the purposes and categories of data subjects.`,
      ],
    },
    {
      heading: "Making a request",
      list: [
        "Complete the prescribed request form (Form 2 of the PAIA Regulations) and send it to our Information Officer.",
        "Describe the records you want in enough detail to identify them, and the right you wish to exercise or protect.",
        "We will tell you within 30 days whether access is granted. A prescribed request fee and access fee may apply, and will be confirmed before you pay.",
      ],
    },
    {
      heading: "The Information Regulator’s guide",
      paragraphs: [
        `The Information Regulator publishes a guide on how to use PAIA (section 10). It is available from the ${informationRegulator.name}, ${informationRegulator.address}, ${informationRegulator.enquiries}, and on ${informationRegulator.website}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
