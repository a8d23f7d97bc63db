import { describe, expect, it } from "vitest";

import { clients } from "./clients";
import { identity } from "./identity";
import { properNouns } from "./sentence-case.js";

describe("the proper nouns of the copy conventions", () => {
  it("hold the company's name and every client's, from their data files", () => {
    expect(properNouns).toContain(identity.name);
    for (const client of clients) expect(properNouns).toContain(client.name);
  });
});
