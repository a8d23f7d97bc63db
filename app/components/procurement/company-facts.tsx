import { identity } from "../../content/identity";
import {
  company,
  labels,
  tendersEmail,
} from "../../content/supplier-information";
import { Section, SectionHeading } from "../ui/section";
import { Fact } from "./credential-list";

/** The company as a supplier-risk form asks for it, and whom a buyer writes to. */
export function CompanyFacts() {
  return (
    <Section tone="subtle" aria-labelledby="company-heading">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="company-heading" title={labels.companyHeading} />
          <dl className="mt-8 space-y-5 text-lg">
            <Fact term={labels.legalName}>{identity.legalName}</Fact>
            <Fact term={labels.sizeBand}>{company.sizeBand}</Fact>
            <Fact term={labels.headcount}>{company.headcount}</Fact>
            <Fact term={labels.address}>
              <address className="not-italic">
                {identity.address.display}
              </address>
            </Fact>
          </dl>
        </div>
        <div>
          <SectionHeading
            id="buyer-contacts-heading"
            title={labels.contactsHeading}
          />
          <dl className="mt-8 space-y-5 text-lg">
            <Fact term={labels.tenders}>
              <MailLink address={tendersEmail} />
            </Fact>
            <Fact term={labels.informationOfficer}>
              {identity.informationOfficer.role},{" "}
              <MailLink address={identity.informationOfficer.email} />
            </Fact>
          </dl>
        </div>
      </div>
    </Section>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="text-brand underline underline-offset-4"
    >
      {address}
    </a>
  );
}
