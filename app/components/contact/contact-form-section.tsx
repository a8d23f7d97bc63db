import { useEffect, useState } from "react";

import { contactForm as copy } from "../../content/contact-form";
import { identity } from "../../content/identity";
import { EmailAddress } from "../ui/email-address";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { ContactForm } from "./contact-form";

/** The contact form (decision 032), shown once scripts run: sending needs them. */
export function ContactFormSection() {
  const [hydrated, setHydrated] = useState(false);
  // The form renders in the browser only; this is the one-off switch after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return (
    <Section
      aria-labelledby="contact-form-heading"
      className="border-t border-line"
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-form-heading"
            eyebrow={copy.eyebrow}
            title={copy.title}
          >
            <p>{copy.intro}</p>
          </SectionHeading>
          <ul className="mt-8 space-y-4">
            {copy.nextSteps.map((step) => (
              <li key={step} className="flex gap-3 text-ink-soft">
                <Icon
                  name="circle-check"
                  className="mt-0.5 size-5 shrink-0 text-brand"
                />
                {step}
              </li>
            ))}
          </ul>
          <p className="mt-10 flex items-center gap-4 rounded-card bg-canvas-subtle p-5 text-sm text-ink-soft">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand"
            >
              <Icon name="mail" className="size-5" />
            </span>
            <span>
              {copy.directly}{" "}
              <a
                href={`mailto:${identity.email}`}
                className="rounded font-semibold wrap-break-word text-brand hover:underline"
              >
                <EmailAddress address={identity.email} />
              </a>
            </span>
          </p>
        </div>
        <div>
          {hydrated ? (
            <ContactForm />
          ) : (
            <noscript>
              <p className="rounded-card border border-line bg-canvas-subtle p-6 text-ink-soft">
                {copy.noScript}
              </p>
            </noscript>
          )}
        </div>
      </div>
    </Section>
  );
}
