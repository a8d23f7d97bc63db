import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { callsToActionFileSchema } from "./calls-to-action.schema";
import { contentFileProblems } from "./content-files";
import { homeFileSchema } from "./home.schema";
import { notAFact } from "./schema-parts";
import {
  impactStats,
  managementStats,
  offTheShelfSolutions,
  aboutPreview,
  homeBanner,
  productLinkText,
} from "./home";

const root = path.resolve(import.meta.dirname, "../..");
const problemsWith = (
  file: string,
  schema: Parameters<typeof contentFileProblems>[2],
  change: (data: Record<string, unknown>) => void,
) => {
  const data = JSON.parse(
    readFileSync(path.join(root, file), "utf8"),
  ) as Record<string, unknown>;
  change(data);
  return contentFileProblems(file, JSON.stringify(data), schema);
};

describe("the home page file's schema", () => {
  it("names a range set with a hyphen in any of its texts", () => {
    expect(
      problemsWith(HOME, homeFileSchema, (data) => {
        (data.satisfactionGuarantee as { body: string }).body =
          "Live in 3-9 months, or we keep working at our cost.";
      }),
    ).toEqual([
      "content/home.json: field satisfactionGuarantee.body: write a range with an en dash, “3–9 months”, not a hyphen",
    ]);
  });

  it("names a figure told in a second section, and a product colour repeated among the first five", () => {
    const problems = problemsWith(HOME, homeFileSchema, (data) => {
      const home = data as {
        impactStats: { number: string }[];
        satisfactionGuarantee: { points: string[] };
        offTheShelfSolutions: { color: string }[];
      };
      const figure = home.impactStats[0]?.number ?? "";
      home.satisfactionGuarantee.points.push(`${figure} of the time`);
      const [first, second] = home.offTheShelfSolutions;
      if (first && second) second.color = first.color;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /field offTheShelfSolutions: give each of the first five products its own colour/,
      ),
      expect.stringMatching(
        /field impactStats\[0\]\.number: “.+” is told in another section of \/home too/,
      ),
    ]);
  });

  const HOME = "content/home.json";
  type Stat = Record<string, unknown>;

  it("accepts an added management figure naming a shared figure and a fact", () => {
    expect(
      problemsWith(HOME, homeFileSchema, (data) =>
        (data.managementStats as Stat[]).push({
          value: "{deliveryMonths}",
          label: "A synthetic figure",
          source: "Our records, {founded} to date",
        }),
      ),
    ).toEqual([]);
  });

  it("names the figure set with a hyphen and the basis naming no fact", () => {
    expect(
      problemsWith(HOME, homeFileSchema, (data) =>
        (data.managementStats as Stat[]).push({
          value: "3-5",
          label: "A synthetic figure",
          source: "Said by {ceo}",
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/home\.json: field managementStats\[\d+\]\.value: write a range with an en dash/,
      ),
      expect.stringMatching(
        /^content\/home\.json: field managementStats\[\d+\]\.source: \{ceo\} is not a company fact: use \{name\}, /,
      ),
    ]);
  });

  it("names a banner label left out and a product link naming a value it is not given", () => {
    expect(
      problemsWith(HOME, homeFileSchema, (data) => {
        delete (data.banner as Record<string, unknown>).resultsLink;
        (data.productLinks as Record<string, string>).ask =
          "Ask {name} about {product}";
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/home\.json: field banner\.resultsLink: /,
      ),
      "content/home.json: field productLinks.ask: {name} is not filled here; this text may name {product}",
    ]);
  });

  it("names a B-BBEE level naming no company fact", () => {
    expect(
      problemsWith(HOME, homeFileSchema, (data) => {
        (data.banner as Record<string, string>).bbbeeLevel = "Level {level}";
      }),
    ).toEqual([
      `content/home.json: field banner.bbbeeLevel: ${notAFact("level")}`,
    ]);
  });

  it("shows every figure, basis, paragraph and label with its tokens filled", () => {
    const [product] = offTheShelfSolutions;
    for (const text of [
      ...impactStats.flatMap((stat) => [stat.number, stat.source]),
      ...managementStats.flatMap((stat) => [stat.value, stat.source]),
      ...aboutPreview.paragraphs,
      homeBanner.bbbeeLevel,
      productLinkText("website", product?.title ?? ""),
      productLinkText("ask", product?.title ?? ""),
    ])
      expect(text).not.toMatch(/\{\w+\}/);
  });
});

describe("the closing call to action", () => {
  it("names a button that leads off the site", () => {
    expect(
      problemsWith(
        "content/calls-to-action.json",
        callsToActionFileSchema,
        (data) => {
          (data.closing as { primary: { route: string } }).primary.route =
            "https://example.com";
        },
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/calls-to-action\.json: field closing\.primary\.route: a site path/,
      ),
    ]);
  });

  it("takes a booking page only as an https:// address, and none at all", () => {
    const withBooking = (bookingPage: string | undefined) =>
      problemsWith(
        "content/calls-to-action.json",
        callsToActionFileSchema,
        (data) => {
          data.bookingPage = bookingPage;
        },
      );
    expect(withBooking(undefined)).toEqual([]);
    expect(withBooking("https://calendly.com/example/consultation")).toEqual(
      [],
    );
    for (const address of [
      "http://calendly.com/example/consultation",
      "calendly.com/example",
    ])
      expect(withBooking(address), address).toEqual([
        expect.stringMatching(
          /^content\/calls-to-action\.json: field bookingPage: the full address/,
        ),
      ]);
  });
});
