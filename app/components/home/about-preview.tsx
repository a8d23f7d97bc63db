import { Link } from "react-router";

import { aboutPreview } from "../../content/home-sections";
import { homeCredentials } from "../../content/home-credentials";
import { pageLink } from "../../content/navigation";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { HomeHeading, HomeSection } from "./home-section";

const supplierInformation = pageLink("procurement");

/**
 * Who we are, beside the certificates and registrations a buyer's vetting asks for, and the way
 * to every credential's number, dates and document (/procurement).
 */
export function AboutPreview() {
  return (
    <HomeSection tone="subtle" aria-labelledby="about-preview-heading">
      <div className="home-split home-about">
        <div>
          <HomeHeading
            id="about-preview-heading"
            eyebrow={aboutPreview.eyebrow}
            title={aboutPreview.title}
          />
          {aboutPreview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink
            to={aboutPreview.link.route}
            variant="outline"
            size="lg"
            className="mt-6"
          >
            {aboutPreview.link.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
        </div>
        <div className="home-card home-pad">
          <h3>{aboutPreview.credentialsTitle}</h3>
          <ul className="home-credentials">
            {homeCredentials.map((credential) => (
              <li key={credential.id}>
                <p className="home-label text-brand">{credential.kind}</p>
                <p>{credential.name}</p>
                <p>{credential.summary}</p>
              </li>
            ))}
          </ul>
          <Link
            to={supplierInformation.route}
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            {supplierInformation.name}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
