import { lazy } from "react";

import { ContactActions } from "../components/contact/contact-actions";
import { ContactDetails } from "../components/contact/contact-details";
import { WhyChooseUs } from "../components/contact/why-choose-us";
import { PageHero } from "../components/ui/page-hero";
import { contactActionLabels } from "../content/contact";
import { identity } from "../content/identity";
import { namedPageMeta } from "../content/page-meta";
import contactPageFile from "../../content/pages/contact.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

const contactPage = pageCopy(contactPageFile);

// Off in the shipped site: the flag is a build-time constant, so this import is left out entirely.
const ContactFormSection = __CONTACT_FORM__
  ? lazy(() =>
      import("../components/contact/contact-form-section").then((module) => ({
        default: module.ContactFormSection,
      })),
    )
  : null;

export const meta = () => namedPageMeta("contact", contactPage);

export default function ContactPage() {
  return (
    <>
      <PageHero {...contactPage.hero}>
        <ContactActions
          phone={identity.phone}
          email={identity.email}
          whatsapp={identity.whatsapp}
          labels={contactActionLabels}
        />
      </PageHero>
      <ContactDetails />
      {ContactFormSection ? <ContactFormSection /> : null}
      <WhyChooseUs />
    </>
  );
}
