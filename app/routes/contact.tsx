import { ContactDetails } from "../components/contact/contact-details";
import { WhyChooseUs } from "../components/contact/why-choose-us";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { pages } from "../content/pages";

export const meta = () => namedPageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHero {...pages.contact.hero} />
      <ContactDetails />
      <WhyChooseUs />
    </>
  );
}
