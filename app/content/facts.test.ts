import { describe, expect, it } from "vitest";

import { contentFileProblems } from "./content-files";
import {
  facts,
  fillFacts,
  fillPageFacts,
  numberInWords,
  pageFacts,
  unknownFacts,
  withFigures,
} from "./facts";
import { identity } from "./identity";
import { notAFact } from "./schema-parts";
import supplierInformation from "../../content/supplier-information.json" with { type: "json" };
import { supplierInformationSchema } from "./supplier-information.schema";

describe("company facts in content text", () => {
  it("fills each {token} with the fact from identity.ts", () => {
    expect(
      fillFacts(
        "B-BBEE Level {bbbeeLevel}, {legalName} ({registrationNumber})",
      ),
    ).toBe(
      `B-BBEE Level ${identity.bbbeeLevel}, ${identity.legalName} (${identity.registrationNumber})`,
    );
    expect(fillFacts("No token here.")).toBe("No token here.");
  });

  it("names the tokens that are no fact, and leaves them as written", () => {
    expect(unknownFacts("{name} since {founded}, {ceo} and {name}")).toEqual([
      "ceo",
    ]);
    expect(fillFacts("{ceo}")).toBe("{ceo}");
    expect(Object.keys(facts)).toContain("name");
  });

  it("stops the build on a token that names no fact, naming the file, entry and field", () => {
    const [first, ...rest] = supplierInformation.credentials;
    const file = JSON.stringify({
      ...supplierInformation,
      credentials: [{ ...first, name: "B-BBEE Level {level}" }, ...rest],
    });
    expect(
      contentFileProblems(
        "content/supplier-information.json",
        file,
        supplierInformationSchema,
      ),
    ).toEqual([
      `content/supplier-information.json: field credentials[0] (B-BBEE Level {level}).name: ${notAFact("level")}`,
    ]);
  });

  it("refuses an unknown token in a marketer's words, naming the facts there are", () => {
    const message = notAFact("ceo");
    expect(message).toMatch(/^\{ceo\} is not a company fact: use \{name\}, /);
    for (const fact of Object.keys(facts))
      expect(message).toContain(`{${fact}}`);
    expect(message).not.toMatch(/app\/|\.ts/);
  });

  it("spells a small figure out in words, and no other", () => {
    expect([0, 1, 9, 12, 20].map(numberInWords)).toEqual([
      "zero",
      "one",
      "nine",
      "twelve",
      "twenty",
    ]);
    expect(numberInWords(21)).toBeUndefined();
    const figuresFile = {
      figures: [
        { token: "squad", value: "3–5 people", measures: "", basis: "" },
        { token: "uptime", value: "99.9%", measures: "", basis: "" },
      ],
    } as unknown as Parameters<typeof withFigures>[1];
    expect(
      withFigures("{squadWords}; {uptimeWords}; {uptime}", figuresFile),
    ).toBe("three to five people; {uptimeWords}; 99.9%");
  });
});

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
    expect(unknownFacts("{name} at {address}, {ceo}", pageFacts)).toEqual([
      "ceo",
    ]);
  });
});
