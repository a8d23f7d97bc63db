import { lazy, type ReactNode } from "react";
import { Link } from "react-router";

import { buttonStyles } from "../components/ui/button";
import { cardStyles } from "../components/ui/card";
import { EmailAddress } from "../components/ui/email-address";
import { FigureBasis } from "../components/ui/figure-basis";
import { Icon, type IconName } from "../components/ui/icon";
import { IconTile } from "../components/ui/icon-tile";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import {
  contactActionLabels as actionLabels,
  contactDetails as copy,
  whyChooseUs,
  whyChooseUsHeading,
} from "../content/contact";
import { CAPABILITY_STATEMENT } from "../content/documents";
import { identity } from "../content/identity";
import { pageLink } from "../content/navigation";
import { labels } from "../content/supplier-information";
import { namedPageMeta } from "../content/page-meta";
import contactPageFile from "../../content/pages/contact.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const contactPage = pageCopy(contactPageFile);

// Off in the shipped site: the flag is a build-time constant, so this import is left out entirely.
const ContactFormSection = __CONTACT_FORM__
  ? lazy(() => import("../components/contact/contact-form-section"))
  : null;

export const meta = () => namedPageMeta("contact", contactPage);

export default function ContactPage() {
  return (
    <>
      <PageHero {...contactPage.hero}>
        <ContactActions />
      </PageHero>
      <ContactDetails />
      {ContactFormSection ? <ContactFormSection /> : null}
      <WhyChooseUs />
    </>
  );
}

const supplierInformation = pageLink("procurement");

/** The contact block that every “Get started” link lands on (/contact#contact). */
function ContactDetails() {
  return (
    <Section id="contact">
      <SectionHeading {...copy} />
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon="phone" title={copy.phone}>
          <a
            href={identity.phone.href}
            className="rounded font-semibold text-brand hover:underline"
          >
            {identity.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon="mail" title={copy.email}>
          <EmailAddress />
        </ContactCard>
        <ContactCard icon="map-pin" title={copy.office}>
          <address className="not-italic">{identity.address.display}</address>
        </ContactCard>
        <ContactCard icon="clock" title={copy.officeHours}>
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
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`${cardStyles} p-6`}>
      <IconTile icon={icon} />
      <h3 className="mt-5 text-base font-bold">{title}</h3>
      <div className="mt-1.5 text-ink-soft">{children}</div>
    </div>
  );
}

function WhyChooseUs() {
  return (
    <Section tone="subtle">
      <SectionHeading {...whyChooseUsHeading} align="center" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.map((reason) => (
          <li
            key={reason.title}
            className="flex flex-col rounded-card border border-line bg-canvas p-6 shadow-card sm:p-7"
          >
            <Icon name={reason.icon} className="size-6 text-brand" />
            <p className="mt-5 text-3xl font-extrabold tracking-tight text-ink">
              {reason.figure}
            </p>
            <h3 className="mt-2 text-lg font-bold">{reason.title}</h3>
            <p className="mt-2 text-ink-soft">{reason.description}</p>
            <FigureBasis
              basis={reason.basis}
              className="mt-auto pt-3 text-ink-soft"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

// Full width on a phone; one row from 768 px, a size smaller until 1024 px so the three fit.
const action = (variant: "accent" | "outline-night") =>
  buttonStyles({
    variant,
    size: "lg",
    className:
      "w-full md:w-auto md:max-lg:min-h-11 md:max-lg:px-5 md:max-lg:text-sm",
  });

/** Call, e-mail and (once a number is set) WhatsApp, as the identity module holds them. */
export function ContactActions() {
  const { phone, email, whatsapp } = identity;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap">
      <a href={phone.href} className={action("accent")}>
        <Icon name="phone" className="size-5 shrink-0" />
        {actionLabels.call} {phone.display}
      </a>
      <a
        href={`mailto:${email}`}
        className={`${action("outline-night")} wrap-anywhere`}
      >
        <Icon name="mail" className="size-5 shrink-0" />
        {actionLabels.email} {email}
      </a>
      {whatsapp ? (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener"
          className={action("outline-night")}
        >
          <Icon name="message-circle" className="size-5 shrink-0" />
          {actionLabels.whatsapp}{" "}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
