import { identity } from "../identity";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export const termsOfUse = {
  slug: "terms-of-use",
  title: "Terms of Use",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `The terms on which ${identity.legalName} makes its website available, including the limit of its liability.`,
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        `This website is operated by ${identity.legalName}, registration number ${identity.registrationNumber}, ${identity.address.display}, South Africa (telephone ${identity.phone.display}, e-mail ${identity.email}). By using the site you agree to these terms. If you do not agree, please do not use the site.`,
        "The information section 43 of the Electronic Communications and Transactions Act requires is set out in these terms, our Privacy Policy and the footer of every page.",
      ],
    },
    {
      heading: "Information on this site",
      paragraphs: [
        "The content of this site is general information about our company and services. It is not professional advice and not an offer capable of acceptance: every engagement is governed by a written proposal and agreement that we sign with you.",
        "We take care to keep the site accurate, but we do not warrant that it is complete, current or free of errors, or that it will be available without interruption.",
      ],
    },
    {
      heading: "Using the site",
      list: [
        "Use the site lawfully and only for its intended purpose.",
        "Do not try to gain unauthorised access to the site or its systems, interfere with its operation, or introduce malicious code.",
        "Do not copy the site’s content for commercial use without our written permission.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The site’s text, design, illustrations, logos and software belong to ${identity.legalName} or its licensors. You may view and print pages for your own information. Any other use needs our written permission.`,
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "Links to other websites are provided for convenience. We do not control those sites and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        `To the extent the law allows, ${identity.legalName}’s total liability to you for any claim arising from the site or from any service we provide is limited to the fees you paid to us for that service in the 12 months before the event giving rise to the claim. Where you have paid no fees, we are not liable for loss arising from your use of the site.`,
        "We are not liable for indirect or consequential loss, including loss of profit, data or business opportunity. Nothing in these terms limits liability for gross negligence or fraud, or any right you have under the Consumer Protection Act that cannot lawfully be limited.",
      ],
    },
    {
      heading: "Privacy",
      paragraphs: [
        "Our Privacy Policy and Cookie Policy explain how we handle personal information and browser storage. They form part of these terms.",
      ],
    },
    {
      heading: "Law and disputes",
      paragraphs: [
        "These terms are governed by the law of the Republic of South Africa. You agree to the jurisdiction of the Gauteng Division of the High Court, Johannesburg, or of a magistrate’s court with jurisdiction, for any dispute about the site.",
        "We may change these terms by publishing a new version on the site; the date at the top shows when they last changed.",
      ],
    },
  ],
} as const satisfies LegalDocument;
