/** How we choose technology: the band between the flip cards and the technology groups. */
export const technologyPrinciples = {
  eyebrow: "How we choose",
  title: "Technology your organisation can live with for a decade",
  principles: [
    {
      title: "Supportable for years",
      description:
        "Mature frameworks with long-term support and a deep South African talent pool, so you can hire for what we build.",
    },
    {
      title: "Open standards, no lock-in",
      description:
        "Your code in your repository, your data in standard formats, and documentation your own team can work from.",
    },
    {
      title: "Data where the law wants it",
      description:
        "South African cloud regions or your own data centre, with access controls and audit trails that satisfy POPIA.",
    },
  ],
} satisfies {
  eyebrow: string;
  title: string;
  principles: { title: string; description: string }[];
};
