import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentFiles } from "./content-files";
import { footerText } from "./navigation";

/**
 * What the site's specification fixes lives in the schemas (schema-parts.ts's `specFixes`), so
 * the build and the editor's check before each save refuse a change with the same words. This
 * table changes each rule once in today's content and expects that refusal (that today's content
 * passes is content-files.test.ts's). A rule is not restated here: each row only breaks it.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SPEC = /^The site’s specification fixes /;

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string): Json =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Json;

function schemaOf(file: string) {
  const entry = contentFiles.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not a content file`);
  return entry.schema;
}

/** The messages the schema gives for the file after `change`. */
function problemsAfter(file: string, change: (data: Json) => void) {
  const data = structuredClone(read(file));
  change(data);
  const result = schemaOf(file).safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => issue.message);
}

const swap = (list: unknown[], a = 0, b = 1) => {
  [list[a], list[b]] = [list[b], list[a]];
};

const NAVIGATION = "content/navigation.json";
const SERVICES = "content/services.json";
const TECHNOLOGIES = "content/technologies.json";
const HOME = "content/home.json";
const ABOUT = "content/about.json";
const FORM = "content/contact-form.json";

/** [the rule, its file, a change that breaks it]. */
const specRules: [string, string, (data: Json) => void][] = [
  ["the menu's order", NAVIGATION, (data) => swap(data.menu)],
  ["the menu's pages", NAVIGATION, (data) => data.menu.pop()],
  [
    "the footer's quick links",
    NAVIGATION,
    (data) => swap(data.footerQuickLinks),
  ],
  [
    "the copyright's first year",
    NAVIGATION,
    (data) => (data.copyrightStartYear = 2025),
  ],
  [
    "how the copyright line starts",
    NAVIGATION,
    (data) => (data.footer.copyright = "Copyright {year} {legalName}."),
  ],
  [
    "the Get started button's words",
    NAVIGATION,
    (data) => (data.getStarted.name = "Talk to us"),
  ],
  [
    "where Get started goes",
    NAVIGATION,
    (data) => (data.getStarted.page = "about"),
  ],
  [
    "the Cookie settings button",
    NAVIGATION,
    (data) => (data.footer.cookieSettings = "Privacy choices"),
  ],
  [
    "View case studies",
    HOME,
    (data) => (data.clientWall.caseStudiesLink = "Our work"),
  ],
  [
    "100% satisfaction guarantee",
    HOME,
    (data) => (data.satisfactionGuarantee.title = "Our promise"),
  ],
  [
    "Featured articles",
    "content/blog.json",
    (data) => (data.featured.title = "Highlights"),
  ],
  [
    "All articles",
    "content/blog.json",
    (data) => (data.archive.title = "Everything"),
  ],
  [
    "the cookie banner's buttons",
    "content/consent.json",
    (data) => (data.banner.accept = "OK"),
  ],
  [
    "the update notice's heading",
    "content/update-notice.json",
    (data) => (data.title = "Update"),
  ],
  [
    "the update notice's words",
    "content/update-notice.json",
    (data) => (data.body = "Refreshing to latest version..."),
  ],
  [
    "the oldest code base modernised, told once",
    SERVICES,
    (data) => {
      for (const service of data.services)
        service.features = service.features.map((feature: string) =>
          feature.replaceAll("{oldestCodeBaseYears}", "many"),
        );
    },
  ],
  ["the delivery steps' order", SERVICES, (data) => swap(data.processSteps)],
  [
    "a fifth delivery step",
    SERVICES,
    (data) => data.processSteps.push(data.processSteps[0]),
  ],
  [
    "an expertise level of the first nine cards",
    TECHNOLOGIES,
    (data) => (data.coreTechnologies.cards[2].expertiseLevel = 96),
  ],
  [
    "the expertise scale",
    TECHNOLOGIES,
    (data) =>
      data.coreTechnologies.cards.push({
        ...data.coreTechnologies.cards[0],
        title: "A card added",
        expertiseLevel: 70,
      }),
  ],
  ["the four industries", HOME, (data) => data.industries.pop()],
  ["the impact figures", HOME, (data) => (data.impactStats[0].number = "250%")],
  [
    "the delivery model's figures",
    ABOUT,
    (data) => (data.deliveryModel.figures[0].value = "2–6"),
  ],
  [
    "the track record's figures",
    ABOUT,
    (data) => (data.trackRecord.stats[2].value = "99%"),
  ],
  [
    "the story's ownership",
    ABOUT,
    (data) =>
      (data.story.paragraphs = data.story.paragraphs.map((text: string) =>
        text.replace("100% black-owned and female-owned", "black-owned"),
      )),
  ],
  [
    "the delivery time",
    "content/figures.json",
    (data) =>
      (data.figures.find(
        (figure: { token: string }) => figure.token === "deliveryMonths",
      ).value = "3–6 months"),
  ],
  ["the nine offerings", ABOUT, (data) => swap(data.offerings.items)],
  ["the four values", ABOUT, (data) => data.values.items.pop()],
  [
    "the form's required-fields message",
    FORM,
    (data) => (data.messages.required = "Please fill in the form."),
  ],
  [
    "the form's e-mail app message",
    FORM,
    (data) => (data.messages.mailClientError = "Write to {email}"),
  ],
  ["the form's sent message", FORM, (data) => (data.messages.sent = "Sent.")],
  [
    "the form's cleared message",
    FORM,
    (data) => (data.messages.cleared = "Cleared."),
  ],
  [
    "the newsletter's message",
    FORM,
    (data) => (data.newsletter.success = "Subscribed."),
  ],
];

/** The launch inventory: at least the spec's count of each, more welcome. */
const launchFloors: [string, string, (data: Json) => unknown[]][] = [
  ["services", SERVICES, (data) => data.services],
  ["clients", "content/clients.json", (data) => data.clients],
  ["core technologies", TECHNOLOGIES, (data) => data.coreTechnologies.cards],
  ["AI solutions", HOME, (data) => data.aiSolutions],
  ['"Why choose us" cards', "content/contact.json", (data) => data.reasons],
];

describe("what the site's specification fixes, refused by the schemas", () => {
  it.each(specRules)("%s (%s)", (_rule, file, change) => {
    expect(problemsAfter(file, change)).toContainEqual(
      expect.stringMatching(SPEC),
    );
  });

  it.each(launchFloors)(
    "the launch inventory of %s: cut to one, refused",
    (_what, file, listOf) => {
      expect(
        problemsAfter(file, (data) => listOf(data).splice(1)),
      ).toContainEqual(expect.stringMatching(SPEC));
    },
  );
});

describe("what a company changes: accepted within the site's rules", () => {
  it.each([
    [
      "a legal document's last-updated date, today",
      "content/legal/privacy-policy.json",
      (data: Json) =>
        (data.lastUpdated = new Date().toISOString().slice(0, 10)),
    ],
    [
      "the projects delivered",
      ABOUT,
      (data: Json) => (data.trackRecord.stats[0].value = "250+"),
    ],
    [
      "a tenth core technology",
      TECHNOLOGIES,
      (data: Json) =>
        data.coreTechnologies.cards.push({
          ...data.coreTechnologies.cards[0],
          title: "A card added",
          // Its name set as text: a brand's logo goes only on a card that names the brand.
          mark: "wordmark",
          expertiseLevel: 85,
        }),
    ],
  ])("%s", (_what, file, change) => {
    expect(problemsAfter(file, change)).toEqual([]);
  });

  it("refuses Title Case in a heading or button, as the build's copy check does", () => {
    const titleCase = /^write it in sentence case/;
    expect(
      problemsAfter(
        NAVIGATION,
        (data) => (data.getStarted.name = "Get Started"),
      ),
    ).toEqual([expect.stringMatching(titleCase)]);
    expect(
      problemsAfter(
        SERVICES,
        (data) => (data.sections.process.title = "How We Deliver Your Project"),
      ),
    ).toEqual([expect.stringMatching(titleCase)]);
    expect(
      problemsAfter(
        SERVICES,
        (data) => (data.services[0].title = "Custom Software Development"),
      ),
    ).toEqual([expect.stringMatching(titleCase)]);
    expect(
      problemsAfter(
        "content/calls-to-action.json",
        (data) => (data.closing.primary.label = "Book A Free Consultation"),
      ),
    ).toEqual([expect.stringMatching(titleCase)]);
  });

  it("refuses Title Case in a label, a message's heading or a label the spec names, sentence case being the site's", () => {
    const titleCase = /^write it in sentence case/;
    for (const [file, change] of [
      [
        HOME,
        (data: Json) => (data.aiSolutions[1].title = "Predictive Analytics"),
      ],
      [FORM, (data: Json) => (data.form.fields.email.label = "Work E-mail")],
      [
        "content/consent.json",
        (data: Json) => (data.settings.title = "Cookie Settings"),
      ],
      [
        "content/site-messages.json",
        (data: Json) => (data.errorPage.title = "Something Went Wrong"),
      ],
      [
        "content/newsletter.json",
        (data: Json) => (data.label = "Your E-mail Address"),
      ],
      [
        "content/blog.json",
        (data: Json) => (data.featured.title = "Featured Articles"),
      ],
    ] as const)
      expect(problemsAfter(file, change)).toContainEqual(
        expect.stringMatching(titleCase),
      );
  });

  it("refuses “email” in a message, where the site writes “e-mail”; an address and {email} are left alone", () => {
    expect(
      problemsAfter(
        "content/newsletter.json",
        (data) =>
          (data.hint =
            "Subscribing opens your email app, addressed to {email}."),
      ),
    ).toEqual(["write “e-mail”, as the site does, not “email”"]);
    expect(
      problemsAfter(
        FORM,
        (data) =>
          (data.messages.sent = data.messages.sent.replace("e-mail", "email")),
      ),
    ).toContainEqual(expect.stringMatching(SPEC));
  });

  it("refuses a figure set large without its basis", () => {
    expect(
      problemsAfter(ABOUT, (data) => delete data.trackRecord.stats[2].basis),
    ).toEqual([
      "shown as a figure, {uptime} states its basis under it: write {uptimeBasis}",
    ]);
    expect(
      problemsAfter(
        "content/case-studies-common-thread.json",
        (data) => (data.points[2].basis = "{uptimeBasis}"),
      ),
    ).toEqual([
      "shown as a figure, {liveSince} states its basis under it: write {liveSinceBasis}",
    ]);
  });

  it("refuses a closing button that would stand in for another on a page that button also opens", () => {
    expect(
      problemsAfter(
        "content/calls-to-action.json",
        (data) => (data.closing.instead.route = "/services"),
      ),
    ).toEqual([
      expect.stringMatching(
        /^must open a page neither of the other two buttons opens/,
      ),
    ]);
  });

  it("refuses a last-updated date still to come", () => {
    expect(
      problemsAfter(
        "content/legal/privacy-policy.json",
        (data) => (data.lastUpdated = "2999-01-01"),
      ),
    ).toEqual(["a date that has come: the day the document last changed"]);
  });
});

describe("the spec's fixed structures, exact", () => {
  it("the footer's copyright, from 2024 to the year the site is built: © 2024–<year>", () => {
    expect(footerText.copyright).toMatch(
      new RegExp(`^© 2024–${new Date().getFullYear()} `),
    );
  });
});
