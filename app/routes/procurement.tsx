import type { ReactNode } from "react";

import { buttonStyles } from "../components/ui/button";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { CAPABILITY_STATEMENT } from "../content/documents";
import { identity } from "../content/identity";
import { namedPageMeta } from "../content/page-meta";
import procurementPageFile from "../../content/pages/procurement.json" with { type: "json" };
import {
  company,
  credentialDocument,
  credentials,
  labels,
  shownExpiry,
  tendersEmail,
  type Credential,
} from "../content/supplier-information";
import { formatLongDate } from "../lib/dates";
import { pageCopy } from "../content/page-copy";

const procurementPage = pageCopy(procurementPageFile);

export const meta = () => namedPageMeta("procurement", procurementPage);

export default function ProcurementPage() {
  return (
    <>
      <PageHero {...procurementPage.hero}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {/* A file, not a page: a plain link, so the browser downloads or opens it. */}
          <a
            href={CAPABILITY_STATEMENT}
            className={buttonStyles({ variant: "accent", size: "lg" })}
          >
            {labels.capabilityStatement} (PDF)
          </a>
          <a
            href={`mailto:${tendersEmail}`}
            className={buttonStyles({ variant: "outline-night", size: "lg" })}
          >
            {tendersEmail}
          </a>
        </div>
      </PageHero>
      <Section>
        <SectionHeading title={labels.credentialsHeading} />
        <ul className="mt-10 border-t border-line">
          {credentials.map((credential) => (
            <CredentialRow key={credential.id} credential={credential} />
          ))}
        </ul>
      </Section>
      <Section tone="subtle">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading title={labels.companyHeading} />
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
    </>
  );
}

function CredentialRow({ credential }: { credential: Credential }) {
  const none = labels.notApplicable;
  return (
    <li className="grid gap-4 border-b border-line py-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:gap-10">
      <div>
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">
          {credential.kind}
        </p>
        <h3 className="mt-1 text-lg font-bold">{credential.name}</h3>
        <p className="mt-1 text-ink-soft">{credential.issuer}</p>
      </div>
      {/* As many columns as fit a registration number whole: one on the narrowest phones, four wide. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-x-6 gap-y-4">
        <Fact term={labels.number}>{credential.number ?? none}</Fact>
        <Fact term={labels.validFrom}>
          {credential.validFrom ? formatLongDate(credential.validFrom) : none}
        </Fact>
        <Fact term={labels.expires}>{shownExpiry(credential)}</Fact>
        <Fact term={labels.document}>
          <DocumentLink credential={credential} />
        </Fact>
        {credential.level ? (
          <Fact term={labels.level} className="col-span-full">
            {credential.level}
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}

function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}

/** The document's link, named by its credential, with its file type; a stand-in says so. */
function DocumentLink({ credential }: { credential: Credential }) {
  const document = credentialDocument(credential);
  if (!document) return labels.notApplicable;
  return (
    <a href={document.href} className="text-brand underline underline-offset-4">
      {labels.download}
      <span className="sr-only"> {credential.name}</span> (PDF)
      {document.specimen ? (
        <span className="ml-2 inline-block rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-ink no-underline">
          {labels.specimen}
        </span>
      ) : null}
    </a>
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
