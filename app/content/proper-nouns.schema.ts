import { z } from "zod";

export const properNounsSchema = z
  .strictObject({
    names: z
      .array(z.string().trim().min(1, "must not be empty"))
      .meta({ title: "Names" }),
  })
  .meta({
    title: "Names with capitals",
    description:
      "Places, products and bodies that keep their capitals in a sentence-case heading or button (“Power BI”, “Cape Town”). The company’s, the clients’, the technologies’ and the laws’ names count already.",
  });
