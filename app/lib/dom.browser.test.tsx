import { afterEach, describe, expect, it } from "vitest";

import { keepPageClearOf, restoreFocusAfter } from "./dom";

function fixedBar(height: number) {
  const bar = document.createElement("div");
  bar.style.cssText = `position: fixed; left: 0; right: 0; bottom: 12px; height: ${height}px`;
  document.body.append(bar);
  return bar;
}

describe("keepPageClearOf", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("ends the page, and focus scrolling, above a bar fixed to the bottom", () => {
    const bar = fixedBar(100);
    const release = keepPageClearOf(bar);
    // The bar and the 12 px gap beneath it.
    expect(document.body.style.paddingBottom).toBe("112px");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("112px");
    release();
    expect(document.body.style.paddingBottom).toBe("");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });

  it("follows the bar when it grows", async () => {
    const bar = fixedBar(100);
    const release = keepPageClearOf(bar);
    bar.style.height = "160px";
    await expect.poll(() => document.body.style.paddingBottom).toBe("172px");
    release();
  });
});

describe("restoreFocusAfter", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  function page() {
    const before = document.createElement("a");
    before.href = "#before";
    before.textContent = "Before";
    const main = document.createElement("main");
    main.tabIndex = -1;
    const bar = document.createElement("section");
    const choose = document.createElement("button");
    choose.textContent = "Choose";
    bar.append(choose);
    document.body.append(before, main, bar);
    const restore = restoreFocusAfter(bar);
    return { before, main, bar, choose, restore };
  }

  it("puts focus back where it came from once the bar has gone", () => {
    const { before, bar, choose, restore } = page();
    before.focus();
    choose.focus();
    bar.remove();
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement).toBe(before);
  });

  it("falls back to the main content when focus came from outside the page", () => {
    const { main, bar, choose, restore } = page();
    choose.focus();
    bar.remove();
    restore();
    expect(document.activeElement).toBe(main);
  });

  it("falls back when the element it came from has gone too", () => {
    const { before, main, bar, choose, restore } = page();
    before.focus();
    choose.focus();
    before.remove();
    bar.remove();
    restore();
    expect(document.activeElement).toBe(main);
  });

  it("ignores focus that returns from a dialog", () => {
    const { before, bar, choose, restore } = page();
    before.focus();
    choose.focus();
    const dialog = document.createElement("dialog");
    const inside = document.createElement("button");
    dialog.append(inside);
    document.body.append(dialog);
    dialog.showModal();
    inside.focus();
    dialog.close();
    choose.focus();
    dialog.remove();
    bar.remove();
    restore();
    expect(document.activeElement).toBe(before);
  });

  it("leaves focus alone while the bar is still in the document", () => {
    const { before, choose, restore } = page();
    before.focus();
    choose.focus();
    // As when React runs an effect's cleanup twice in development.
    restore();
    expect(document.activeElement).toBe(choose);
  });

  it("leaves focus alone when something else already holds it", () => {
    const { before, main, bar, choose, restore } = page();
    before.focus();
    choose.focus();
    bar.remove();
    main.focus();
    restore();
    expect(document.activeElement).toBe(main);
  });
});
