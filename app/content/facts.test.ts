import { describe, expect, it } from "vitest";

import { contentFileProblems } from "./content-files";
import { facts, fillFacts, unknownFacts } from "./facts";
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
    for (const fact of Object.keys(facts)) expect(message).toContain(`{${fact}}`);
    expect(message).not.toMatch(/app\/|\.ts/);
  });
});
