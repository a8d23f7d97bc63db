import { describe, expect, it } from "vitest";

import { telHref } from "./identity";
import { isDialable } from "./identity.schema";

describe("a phone number as shown", () => {
  it("gives the link that dials it: tel:, + and its digits (E.164)", () => {
    expect(telHref("+27 10 000 0000")).toBe("tel:+27100000000");
    expect(telHref("+1 (555) 010-0199")).toBe("tel:+15550100199");
  });

  it("can be dialled when written in international form, spaced as you like", () => {
    for (const shown of [
      "+27 11 555 0199",
      "+27115550199",
      "+1 (555) 010-0199",
    ])
      expect(isDialable(shown), shown).toBe(true);
  });

  it("cannot without its country code, with too few or too many digits, or with words", () => {
    for (const shown of [
      "011 555 0199",
      "+27 11",
      "+27 11 555 0199 0199 0199",
      "+27 11 555 0199 ext. 2",
      "+0 11 555 0199",
    ])
      expect(isDialable(shown), shown).toBe(false);
  });
});
