import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";

import { contactActionLabels as labels } from "../../content/contact";
import { ContactActions } from "./contact-actions";

// Made-up numbers, not the identity module's: the component shows whatever it is given. The
// buttons' words are the content's.
const phone = { display: "+27 11 555 0100", href: "tel:+27115550100" };
const email = "hello@example.co.za";

describe("ContactActions", () => {
  it("calls and e-mails, each link named by what it does and to whom", async () => {
    await render(
      <ContactActions
        phone={phone}
        email={email}
        whatsapp={null}
        labels={labels}
      />,
    );
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
    await render(
      <ContactActions
        phone={phone}
        email={email}
        whatsapp={null}
        labels={labels}
      />,
    );
    expect(page.getByRole("link").elements()).toHaveLength(2);
  });

  it("opens WhatsApp in a new tab, and says so, once a number is set", async () => {
    await render(
      <ContactActions
        phone={phone}
        email={email}
        whatsapp="27825550100"
        labels={labels}
      />,
    );
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
