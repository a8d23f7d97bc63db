import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";

import { track } from "../../lib/analytics";
import { ConsultationLink } from "./consultation-link";

vi.mock("../../lib/analytics", () => ({ track: vi.fn() }));

// A made-up booking page, not the content's (which ships unset): the link shows what it is given.
const booking = "https://outlook.office365.com/book/example@example.co.za/";
const label = "Book a free consultation";

const renderLink = (to: string, bookingPage?: string) =>
  render(
    <MemoryRouter>
      <ConsultationLink to={to} booking={bookingPage}>
        {label}
      </ConsultationLink>
    </MemoryRouter>,
  );

afterEach(() => vi.mocked(track).mockClear());

describe("ConsultationLink", () => {
  it("leads to the contact page while no booking page is set", async () => {
    await renderLink("/contact");
    const link = page.getByRole("link", { name: label, exact: true });
    await expect.element(link).toHaveAttribute("href", "/contact");
    await expect.element(link).not.toHaveAttribute("target");
  });

  it("opens the booking page in a new tab, says so, and counts a conversion", async () => {
    await renderLink("/contact", booking);
    const link = page.getByRole("link", {
      name: `${label} (opens in a new tab)`,
      exact: true,
    });
    await expect.element(link).toHaveAttribute("href", booking);
    await expect.element(link).toHaveAttribute("target", "_blank");
    await expect.element(link).toHaveAttribute("rel", "noopener");
    // Let the page see the click, but open no tab.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stay);
    await link.click();
    document.removeEventListener("click", stay);
    expect(track).toHaveBeenCalledExactlyOnceWith("conversion", {
      conversion_name: "consultation_booking",
    });
  });

  it("leaves a call to action to any other page as it is", async () => {
    await renderLink("/services", booking);
    await expect
      .element(page.getByRole("link", { name: label, exact: true }))
      .toHaveAttribute("href", "/services");
    await page.getByRole("link").click();
    expect(track).not.toHaveBeenCalled();
  });
});
