import { shownCredentials } from "../../content/certifications";
import { aboutPreview } from "../../content/home-sections";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { HomeHeading, HomeSection } from "./home-section";

/** Who we are, beside the certificates and registrations a buyer's vetting asks for. */
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
            {shownCredentials.map((credential) => (
              <li key={credential.id}>
                <p className="home-label text-brand">{credential.kind}</p>
                <p>{credential.title}</p>
                <p>
                  {credential.detail}
                  {credential.file ? (
                    <>
                      {" "}
                      <a href={credential.file}>
                        {aboutPreview.certificateLink}
                      </a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HomeSection>
  );
}
