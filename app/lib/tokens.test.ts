import { describe, expect, it } from "vitest";

import { fillTokens } from "./tokens";

describe("text with {tokens}", () => {
  it("fills the values it is given and leaves the others", () => {
    expect(fillTokens("{count} of {total}", { count: 3 })).toBe("3 of {total}");
    expect(fillTokens("{toString}", {})).toBe("{toString}");
  });
});
