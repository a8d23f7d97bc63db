/** Hero copy and search description of each top-level page. */
export interface PageContent {
  /** Short name used in the page title ("Services | Khanyisa Digital"). */
  name: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
  };
}

export const pages = {
  home: {
    name: "Home",
    description:
      "Khanyisa Digital builds custom software, supply-chain, workflow and AI systems for South African enterprises and the public sector. B-BBEE Level 1, 100% black- and female-owned, delivering since 2000.",
    hero: {
      eyebrow: "South African software & ICT solutions since 2000",
      title: "Systems that deliver when the stakes are highest",
      subtitle:
        "We design, build and run the custom software that provincial departments, insurers and manufacturers depend on: small senior teams, production-ready in three to nine months.",
    },
  },
  services: {
    name: "Services",
    description:
      "Custom software, supply-chain, e-commerce, content management, workflow, fleet telematics, digital transformation, AI and web application development for South African organisations.",
    hero: {
      eyebrow: "Services",
      title: "End-to-end delivery, from first workshop to 24/7 support",
      subtitle:
        "Twelve practices, one accountable team. We discover what your organisation needs, design it with your people, develop it in short visible increments and deploy it with monitoring from day one.",
    },
  },
  technologies: {
    name: "Technologies",
    description:
      "The platforms, languages and cloud services Khanyisa Digital uses to build secure, scalable enterprise systems, and how deep our expertise in each goes.",
    hero: {
      eyebrow: "Technologies",
      title: "Proven platforms, chosen for the long run",
      subtitle:
        "We pick technology that your team can support for a decade: mature frameworks, open standards and cloud services with South African data residency where it matters.",
    },
  },
  caseStudies: {
    name: "Case Studies",
    description:
      "How Khanyisa Digital raised school-supply delivery rates from 42% to 99.8% for a provincial Department of Education, and cut client onboarding time by 30% for a large insurer.",
    hero: {
      eyebrow: "Case studies",
      title: "Results our clients can measure",
      subtitle:
        "From textbooks reaching every classroom to insurers onboarding clients faster: systems that have stayed in production for years, not months.",
    },
  },
  about: {
    name: "About",
    description:
      "Founded in 2000, Khanyisa Digital is a B-BBEE Level 1, 100% black-owned and female-owned South African software company with more than 200 projects delivered.",
    hero: {
      eyebrow: "About us",
      title: "Doing the impossible, for the demanding, with dignity & pride",
      subtitle:
        "For more than two decades we have built the systems South African institutions run on, with senior squads of three to five people who own the outcome.",
    },
  },
  contact: {
    name: "Contact",
    description:
      "Talk to Khanyisa Digital about your next system. Call, e-mail or visit us in Sandton, Johannesburg: we reply to every enquiry within one business day.",
    hero: {
      eyebrow: "Contact",
      title: "Let's talk about what you need to deliver",
      subtitle:
        "Tell us about the problem, the deadline and the people involved. A senior consultant will reply within one business day, with no obligation and no sales script.",
    },
  },
  blog: {
    name: "Blog",
    description:
      "Practical guidance on digital transformation, AI and enterprise web applications for South African business and public-sector leaders.",
    hero: {
      eyebrow: "Insights",
      title: "Insights for leaders who have to deliver",
      subtitle:
        "Field notes from two decades of building enterprise systems in South Africa: what works, what it costs and how to get started.",
    },
  },
} as const satisfies Record<string, PageContent>;

export type PageKey = keyof typeof pages;
