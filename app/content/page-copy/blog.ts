import { identity } from "../identity";
import type { PageContent } from "../pages";

export const blogPage = {
  name: "Blog",
  description:
    "Practical guidance on digital transformation, AI and enterprise web applications for South African business and public-sector leaders.",
  hero: {
    eyebrow: "Insights",
    title: "Insights for leaders who have to deliver",
    subtitle:
      "Field notes from two decades of building enterprise systems in South Africa: what works, what it costs and how to get started.",
    illustration: "insights",
  },
} as const satisfies PageContent;

/**
 * The newsletter sign-up (spec section 7: a mail-to subscription request) on /blog and at the
 * end of every article. The result messages are the spec's own (`newsletterMessages`); these are
 * the words around them.
 */
export const newsletterSignup = {
  eyebrow: "Newsletter",
  title: "Get new articles by e-mail",
  /** Its heading at the end of an article, under the article's own call to action. */
  afterArticleTitle: "Not ready to talk yet? Get the next article by e-mail",
  intro:
    "One e-mail when we publish: practical notes on transformation, AI and enterprise software from our South African teams. No spam; one reply takes you off the list.",
  label: "Your e-mail address",
  hint: "Subscribing opens your own e-mail app with a request to us, ready to send.",
  submit: "Subscribe",
  errors: {
    missing: "Enter your e-mail address to subscribe.",
    invalid:
      "Enter an e-mail address in the form name@company.co.za, with an @ and no spaces.",
  },
  /** Follows the spec's success message: what the visitor still has to do. */
  nextStep: (email: string) =>
    `Send the e-mail it has prepared and we’ll add ${email} to the list.`,
  noScript: `Subscribing here needs JavaScript. E-mail ${identity.email} with the subject “Newsletter Subscription Request” instead.`,
  contact: {
    prompt: "Rather talk to someone now?",
    label: "Book a free consultation",
    route: "/contact",
  },
} as const;
