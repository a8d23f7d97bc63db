import { oldestModernisedCodeBase, services } from "../../app/content/services";
import { expect, test } from "./fixtures";

const figure = `${oldestModernisedCodeBase.years} years`;
const service = services.find((candidate) =>
  candidate.features.some((feature) => feature.includes(figure)),
);

test("the 35-year code base figure is on /services, with the service it belongs to", async ({
  page,
}) => {
  if (!service) throw new Error(`No service tells "${figure}"`);
  await page.goto("/services");
  const card = page.getByRole("article", { name: service.title });
  // Features past the first four sit behind the card's "Additional features" disclosure.
  if (service.features.findIndex((feature) => feature.includes(figure)) >= 4)
    await card.getByText("Additional features").click();
  await expect(
    card.getByRole("listitem").filter({ hasText: figure }),
  ).toHaveCount(1);
});
