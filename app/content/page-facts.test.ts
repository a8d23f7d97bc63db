import { describe, expect, it } from "vitest";

import { facts, figureNames } from "./facts";
import { identity } from "./identity";
import { fillPageFacts, pageFacts, unknownPageFacts } from "./page-facts";

describe("the company facts the pages' data files name", () => {
  it("include every company fact of facts.ts, with the same value", () => {
    // A figure (content/figures.json) is filled as the content is read (withFigures), not here.
    for (const [token, value] of Object.entries(facts))
      if (!figureNames.includes(token))
        expect(pageFacts[token as keyof typeof pageFacts], token).toBe(value);
  });

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
