import { describe, expect, it } from "vitest";

import { identity } from "./identity";
import { fillPageFacts, unknownPageFacts } from "./page-facts";

describe("the company facts the pages' data files name", () => {
  it("fill every {token} in a file's texts, at any depth, and leave the rest as it is", () => {
    expect(
      fillPageFacts({
        title: "{legalName}",
        sections: [{ list: ["Write to {informationOfficerEmail}.", "{ceo}"] }],
        count: 3,
        photo: null,
      }),
    ).toEqual({
      title: identity.legalName,
      sections: [
        {
          list: [`Write to ${identity.informationOfficer.email}.`, "{ceo}"],
        },
      ],
      count: 3,
      photo: null,
    });
    expect(unknownPageFacts("{name} at {address}, {ceo}")).toEqual(["ceo"]);
  });
});
