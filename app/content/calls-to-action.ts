/** The closing invitation shown above the footer on every page but Contact. */
export const closingCallToAction = {
  eyebrow: "Free consultation",
  title: "Have a system that has to work the first time?",
  body: "Tell us what you need to deliver. Within one business day a senior consultant will come back with questions, a first view of the approach, and who from our team would do the work.",
  primary: { label: "Book a free consultation", route: "/contact" },
  secondary: { label: "Explore our services", route: "/services" },
} as const;
