import { Link } from "react-router";

import { aboutPreview } from "../../content/home";
import { pageLink } from "../../content/navigation";
import { credentials } from "../../content/supplier-information";
import { ButtonLink } from "../ui/button";
import { cardStyles } from "../ui/card";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

const supplierInformation = pageLink("procurement");

/** Who we are, beside the credentials a buyer's vetting asks for and the way to /procurement. */
export function AboutPreview() {
  return (
    <Section spacing="home" split="story" tone="subtle">
      <div>
        <SectionHeading
          eyebrow={aboutPreview.eyebrow}
          title={aboutPreview.title}
        />
        {aboutPreview.paragraphs.map((paragraph) => (
          <p
            key={paragraph}
            className="mt-4 leading-relaxed text-ink-soft sm:text-lg"
          >
            {paragraph}
          </p>
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
      <div className={`${cardStyles} flex flex-col p-5`}>
        <h3 className="text-lg font-bold">{aboutPreview.credentialsTitle}</h3>
        <ul className="mt-3 divide-y divide-line">
          {credentials.map(
            (credential) =>
              credential.summary !== null && (
                <li
                  key={credential.id}
                  className="py-2.5 last:pb-0 sm:grid sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-x-4"
                >
                  <p className="text-xs font-bold tracking-widest text-brand uppercase sm:row-span-2 sm:w-28">
                    {credential.kind}
                  </p>
                  <p className="font-bold text-ink">{credential.name}</p>
                  <p className="text-sm text-ink-soft">{credential.summary}</p>
                </li>
              ),
          )}
        </ul>
        <Link
          to={supplierInformation.route}
          className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand hover:underline"
        >
          {supplierInformation.name}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}
