import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";

import { Dialog } from "./dialog";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ height: "3000px" }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open policy
      </button>
      <button type="button">Behind the dialog</button>
      {open ? (
        <Dialog
          onClose={() => {
            setOpen(false);
            onClose?.();
          }}
          title="Privacy Policy"
          subtitle="Last updated: September 19, 2025"
        >
          <p>Policy text.</p>
          <a href="#first">First link</a>
          <a href="#second">Second link</a>
        </Dialog>
      ) : null}
    </div>
  );
}

async function openDialog() {
  await page.getByRole("button", { name: "Open policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

describe("Dialog", () => {
  it("opens as a modal named by its title, with focus on the title and the page locked", async () => {
    await render(<Harness />);
    const dialog = await openDialog();
    await expect
      .element(dialog)
      .toMatchTextContent("Last updated: September 19, 2025");
    await expect
      .element(page.getByRole("heading", { name: "Privacy Policy" }))
      .toHaveFocus();
    expect(getComputedStyle(document.documentElement).overflow).toBe("hidden");
    // The page behind is inert while the modal is open: it cannot take focus.
    expect(dialog.element().matches(":modal")).toBe(true);
    const behind = page
      .getByRole("button", { name: "Behind the dialog" })
      .element() as HTMLElement;
    behind.focus();
    expect(document.activeElement).not.toBe(behind);
  });

  it("closes from its close button and returns focus to the opener", async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />);
    const dialog = await openDialog();
    await page.getByRole("button", { name: "Close" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect
      .element(page.getByRole("button", { name: "Open policy" }))
      .toHaveFocus();
    expect(getComputedStyle(document.documentElement).overflow).toBe("visible");
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />);
    const dialog = await openDialog();
    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect
      .element(page.getByRole("button", { name: "Open policy" }))
      .toHaveFocus();
  });

  it("closes on a click on the backdrop, not on a click inside", async () => {
    await render(<Harness />);
    const dialog = await openDialog();
    await page.getByText("Policy text.").click();
    await expect.element(dialog).toBeVisible();
    // The top-left corner of the viewport is backdrop: the panel is centred and narrower.
    await page
      .getByRole("dialog")
      .click({ position: { x: 2, y: 2 }, force: true });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("keeps Tab and Shift+Tab cycling inside the dialog", async () => {
    await render(<Harness />);
    await openDialog();
    const close = page.getByRole("button", { name: "Close" });
    const first = page.getByRole("link", { name: "First link" });
    const second = page.getByRole("link", { name: "Second link" });
    await userEvent.tab();
    await expect.element(close).toHaveFocus();
    await userEvent.tab();
    await expect.element(first).toHaveFocus();
    await userEvent.tab();
    await expect.element(second).toHaveFocus();
    await userEvent.tab();
    await expect.element(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(second).toHaveFocus();
  });
});
