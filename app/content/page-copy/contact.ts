import type { PageContent } from "../pages";
import { identity } from "../identity";

export const contactPage = {
  name: "Contact",
  description: `Talk to ${identity.name} about your next system. Call, e-mail or visit us in Sandton, Johannesburg: we reply to every enquiry within one business day.`,
  hero: {
    eyebrow: "Contact",
    title: "Let’s talk about what you need to deliver",
    subtitle:
      "Tell us about the problem, the deadline and the people involved. A senior consultant will reply within one business day, with no obligation and no sales script.",
    illustration: "contact-office",
  },
} as const satisfies PageContent;
