import { CompanyFacts } from "../components/procurement/company-facts";
import { CredentialList } from "../components/procurement/credential-list";
import { buttonStyles } from "../components/ui/button";
import { PageHero } from "../components/ui/page-hero";
import { CAPABILITY_STATEMENT } from "../content/documents";
import { namedPageMeta } from "../content/page-meta";
import procurementPageFile from "../../content/pages/procurement.json" with { type: "json" };
import { labels, tendersEmail } from "../content/supplier-information";
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
      <CredentialList />
      <CompanyFacts />
    </>
  );
}
