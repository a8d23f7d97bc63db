import type { ReactNode } from "react";

import { identity } from "../../content/identity";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** The contact block that every “Get started” link lands on (/contact#contact). */
export function ContactDetails() {
  return (
    <Section id="contact" aria-labelledby="contact-heading">
      <SectionHeading
        id="contact-heading"
        eyebrow="Contact information"
        title="Reach a senior consultant"
      >
        <p>
          Call, e-mail or visit. Every enquiry is answered within one business
          day.
        </p>
      </SectionHeading>
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <ContactCard icon={<Icon name="phone" />} title="Phone">
          <a
            href={identity.phone.href}
            className="rounded font-semibold text-brand hover:underline"
          >
            {identity.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={<Icon name="mail" />} title="E-mail">
          <a
            href={`mailto:${identity.email}`}
            className="rounded font-semibold break-all text-brand hover:underline"
          >
            {identity.email}
          </a>
        </ContactCard>
        <ContactCard icon={<Icon name="map-pin" />} title="Office">
          <address className="not-italic">{identity.address.display}</address>
        </ContactCard>
        <ContactCard icon={<Icon name="clock" />} title="Office hours">
          Monday to Friday, 08:00 to 17:00 (SAST)
        </ContactCard>
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
