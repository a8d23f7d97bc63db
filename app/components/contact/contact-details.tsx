import type { ReactNode } from "react";

import { Link } from "react-router";

import { contactDetails as copy } from "../../content/contact";
import { CAPABILITY_STATEMENT } from "../../content/documents";
import { identity } from "../../content/identity";
import { pageLink } from "../../content/navigation";
import { labels } from "../../content/supplier-information";
import { Card } from "../ui/card";
import { EmailAddress } from "../ui/email-address";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

const supplierInformation = pageLink("procurement");

/** The contact block that every “Get started” link lands on (/contact#contact). */
export function ContactDetails() {
  return (
    <Section id="contact" aria-labelledby="contact-heading">
      <SectionHeading
        id="contact-heading"
        eyebrow={copy.eyebrow}
        title={copy.title}
      >
        <p>{copy.intro}</p>
      </SectionHeading>
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon={<Icon name="phone" />} title={copy.phone}>
          <a
            href={identity.phone.href}
            className="rounded font-semibold text-brand hover:underline"
          >
            {identity.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={<Icon name="mail" />} title={copy.email}>
          <a
            href={`mailto:${identity.email}`}
            className="rounded font-semibold wrap-break-word text-brand hover:underline"
          >
            <EmailAddress address={identity.email} />
          </a>
        </ContactCard>
        <ContactCard icon={<Icon name="map-pin" />} title={copy.office}>
          <address className="not-italic">{identity.address.display}</address>
        </ContactCard>
        <ContactCard icon={<Icon name="clock" />} title={copy.officeHours}>
          {copy.hours}
        </ContactCard>
      </div>
      {/* For buyers: the credentials to verify, and the statement a tender file asks for. */}
      <div className="mt-8 flex flex-col gap-3 font-semibold sm:flex-row sm:gap-8">
        <Link
          to={supplierInformation.route}
          className="inline-flex items-center gap-2 rounded text-brand hover:underline"
        >
          {supplierInformation.name}
          <Icon name="arrow-right" className="size-4" />
        </Link>
        {/* A plain link: the browser opens or saves the PDF, the router has no page for it. */}
        <p>
          <a
            href={CAPABILITY_STATEMENT}
            className="rounded text-brand hover:underline"
          >
            {labels.capabilityStatement}
          </a>{" "}
          <span className="font-normal text-ink-soft">(PDF)</span>
        </p>
      </div>
    </Section>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand [&>svg]:size-5"
      >
        {icon}
      </span>
      <h3 className="mt-5 text-base font-bold">{title}</h3>
      <div className="mt-1.5 text-ink-soft">{children}</div>
    </Card>
  );
}
