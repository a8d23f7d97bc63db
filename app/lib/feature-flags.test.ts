import { describe, expect, it } from "vitest";

import { flagIsOn } from "./feature-flags";

describe("flagIsOn", () => {
  it.each(["on", "true", "1", " ON ", "True"])("reads %j as on", (value) => {
    expect(flagIsOn(value)).toBe(true);
  });

  it.each([undefined, "", "off", "false", "0", "yes please"])(
    "reads %j as off",
    (value) => {
      expect(flagIsOn(value)).toBe(false);
    },
  );
});
