import type { Locator } from "@playwright/test";

import type { Client } from "../../app/content/clients";
import { expect } from "./fixtures";

/**
 * A client on a client wall as a visitor finds it: its logo, named by the client, or, without
 * one, its name set as text. Whichever the content gives, the test follows.
 */
function clientMark(wall: Locator, client: Client): Locator {
  return client.logo
    ? wall.getByRole("img", { name: client.name, exact: true })
    : wall.getByText(client.name, { exact: true });
}

/** The client is on the wall, and a logo is drawn: its file loaded and decoded. */
export async function expectClientShown(wall: Locator, client: Client) {
  const mark = clientMark(wall, client);
  await mark.scrollIntoViewIfNeeded();
  await expect(mark).toBeVisible();
  if (client.logo)
    await expect
      .poll(() =>
        mark.evaluate(
          (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
        ),
      )
      .toBe(true);
}
