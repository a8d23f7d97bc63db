import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";

import { contactActionLabels as labels } from "../content/contact";
import { identity } from "../content/identity";
import { ContactActions } from "./contact";

// Made-up numbers, not the identity module's: the component shows whatever it holds. The
// buttons' words are the content's.
vi.mock(import("../content/identity"), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    identity: {
      ...original.identity,
      phone: { display: "+27 11 555 0100", href: "tel:+27115550100" },
      email: "hello@example.co.za",
      whatsapp: null,
    },
  };
});
const { phone, email } = identity;

afterEach(() => Object.assign(identity, { whatsapp: null }));

describe("ContactActions", () => {
  it("calls and e-mails, each link named by what it does and to whom", async () => {
    await render(<ContactActions />);
    await expect
      .element(
        page.getByRole("link", { name: `${labels.call} ${phone.display}` }),
      )
      .toHaveAttribute("href", phone.href);
    await expect
      .element(page.getByRole("link", { name: `${labels.email} ${email}` }))
      .toHaveAttribute("href", `mailto:${email}`);
  });

  it("has no WhatsApp action while no WhatsApp number is set", async () => {
    await render(<ContactActions />);
    expect(page.getByRole("link").elements()).toHaveLength(2);
  });

  it("opens WhatsApp in a new tab, and says so, once a number is set", async () => {
    Object.assign(identity, { whatsapp: "27825550100" });
    await render(<ContactActions />);
    const whatsapp = page.getByRole("link", {
      name: `${labels.whatsapp} (opens in a new tab)`,
      exact: true,
    });
    await expect
      .element(whatsapp)
      .toHaveAttribute("href", "https://wa.me/27825550100");
    await expect.element(whatsapp).toHaveAttribute("target", "_blank");
    await expect.element(whatsapp).toHaveAttribute("rel", "noopener");
  });
});
