import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentFileProblems } from "./content-files";
import { servicesFileSchema } from "./services.schema";
import { services, stepLabel } from "./services";

const FILE = "content/services.json";
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<
    string,
    unknown
  >;

/** A valid service, as an editor would add one: new number, four core services and one more. */
const newService = {
  id: 99,
  title: "Synthetic test service",
  shortName: "Test service",
  description: "A service added by the test, with every field filled in.",
  image: "code-xml",
  color: "blue",
  features: [
    "First core service",
    "Second core service",
    "Third core service",
    "Fourth core service, since {founded}",
    "An additional feature under the {POPIA}",
  ],
};

const problemsWith = (change: (file: Record<string, unknown>) => void) => {
  const file = read(FILE);
  change(file);
  return contentFileProblems(FILE, JSON.stringify(file), servicesFileSchema);
};
const servicesOf = (file: Record<string, unknown>) =>
  file.services as Record<string, unknown>[];

describe("the services file's schema", () => {
  it("accepts a new valid service, and the tokens a service may name", () => {
    expect(problemsWith((file) => servicesOf(file).push(newService))).toEqual(
      [],
    );
  });

  it("names the service and field of a service with too few features", () => {
    expect(
      problemsWith((file) =>
        servicesOf(file).push({ ...newService, features: ["Only one"] }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/services\.json: field services\[\d+\] \(Synthetic test service\)\.features: .*4 core services/,
      ),
    ]);
  });

  it("names an unknown icon and a token the services do not fill", () => {
    expect(
      problemsWith((file) =>
        servicesOf(file).push({
          ...newService,
          image: "no-such-icon",
          features: [...newService.features, "Led by {ceo}"],
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /field services\[\d+\] \(Synthetic test service\)\.image: Invalid option/,
      ),
      expect.stringMatching(
        /field services\[\d+\] \(Synthetic test service\)\.features\[5\]: \{ceo\} is not filled here/,
      ),
    ]);
  });

  it("fails a number used twice: it is the service's address", () => {
    const [first] = servicesOf(read(FILE));
    expect(
      problemsWith((file) =>
        servicesOf(file).push({ ...newService, id: first?.id }),
      ),
    ).toEqual([
      "content/services.json: field services: each service has its own number",
    ]);
  });

  it("keeps the oldest code base a whole number of years", () => {
    expect(
      problemsWith((file) => {
        file.oldestModernisedCodeBaseYears = "35 years";
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/services\.json: field oldestModernisedCodeBaseYears: /,
      ),
    ]);
  });

  it("names a card label left blank and a step label naming a value it is not given", () => {
    expect(
      problemsWith((file) => {
        const sections = file.sections as Record<
          string,
          Record<string, unknown>
        >;
        if (sections.process) sections.process.stepLabel = "Step {step}";
        const record = sections.catalogue?.record as Record<string, string>;
        record.projects = "";
      }),
    ).toEqual([
      "content/services.json: field sections.process.stepLabel: {step} is not filled here; this text may name {number}",
      expect.stringMatching(
        /^content\/services\.json: field sections\.catalogue\.record\.projects: /,
      ),
    ]);
  });

  it("numbers the steps, with no token left", () => {
    expect(stepLabel(2)).toContain("2");
    expect(stepLabel(2)).not.toMatch(/\{\w+\}/);
  });

  it("gives every service its features filled, with no token left", () => {
    for (const service of services)
      for (const text of [...service.features, service.stats?.experience ?? ""])
        expect(text).not.toMatch(/\{\w+\}/);
  });
});

describe("a service's tile on Home, in the service", () => {
  it("names a service without a short name", () => {
    expect(
      problemsWith((file) => {
        servicesOf(file).push({ ...newService, shortName: " " });
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/services\.json: field services\[\d+\] \(.*\)\.shortName: Too small/,
      ),
    ]);
  });
});
