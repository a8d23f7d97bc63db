/** The band under the case-study cards: what the studies have in common. */
export const commonThread = {
  eyebrow: "What these projects share",
  title: "Small senior teams, measurable outcomes, systems that last",
  points: [
    {
      figure: "3–5",
      label: "senior professionals",
      description:
        "The people who scoped each system built it and still support it. No hand-offs to strangers.",
    },
    {
      figure: "3–9",
      label: "months to production",
      description:
        "The education supply-chain system went live in three months, in time for the delivery season.",
    },
    {
      figure: "15+",
      label: "years in service",
      description:
        "Built to be run for years: documented, monitored and upgraded as the organisation changes.",
    },
  ],
} satisfies {
  eyebrow: string;
  title: string;
  points: { figure: string; label: string; description: string }[];
};
