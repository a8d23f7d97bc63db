import { lazy } from "react";

import { ContactDetails } from "../components/contact/contact-details";
import { WhyChooseUs } from "../components/contact/why-choose-us";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { pages } from "../content/pages";

// Off in the shipped site: the flag is a build-time constant, so this import is left out entirely.
const ContactFormSection = __CONTACT_FORM__
  ? lazy(() =>
      import("../components/contact/contact-form-section").then((module) => ({
        default: module.ContactFormSection,
      })),
    )
  : null;

export const meta = () => namedPageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHero {...pages.contact.hero} />
      <ContactDetails />
      {ContactFormSection ? <ContactFormSection /> : null}
      <WhyChooseUs />
    </>
  );
}
