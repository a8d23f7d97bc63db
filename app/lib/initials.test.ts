import { describe, expect, it } from "vitest";

import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first two capitalised words", () => {
    expect(initials("Indlovu Mutual Assurance")).toBe("IM");
    expect(initials("Nkosi Agricultural Co-op")).toBe("NA");
    expect(initials("Khanyisa Digital AI Practice")).toBe("KD");
  });

  it("skips lower-case words and copes with one word or none", () => {
    expect(initials("the Provincial Roads Agency")).toBe("PR");
    expect(initials("Metabase")).toBe("M");
    expect(initials("")).toBe("");
  });
});
