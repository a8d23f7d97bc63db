import { lazy } from "react";

import { ContactDetails } from "../components/contact/contact-details";
import { WhyChooseUs } from "../components/contact/why-choose-us";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { contactPage } from "../content/page-copy/contact";

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
      <PageHero {...contactPage.hero} />
      <ContactDetails />
      {ContactFormSection ? <ContactFormSection /> : null}
      <WhyChooseUs />
    </>
  );
}
