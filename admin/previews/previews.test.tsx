// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { fromJS } from "immutable";
import { act, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  contentFiles,
  contentFolders,
  type ContentFileEntry,
} from "../../app/content/content-files";
import { typographicQuotes } from "../../app/content/typographic-quotes";
import { technologyCategories } from "../../app/content/technologies/categories";
import { previewOf } from ".";
import type { GetAsset, PicturesOfEntry, PreviewEntry } from "./frame";

/**
 * The editor's previews, rendered as Decap renders them (decision 086): each draws the entry
 * being edited with the site's own components, so a changed word shows where the site shows it,
 * and a half-filled entry shows what there is with its problems above, never a blank pane.
 */

const root = path.resolve(import.meta.dirname, "../..");
const readJson = <T = Record<string, unknown>,>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;

/** A text of a file as the preview shows it: its straight quotes made typographic, as the site's. */
const shown = (text: string) => typographicQuotes(text);

/** An entry as Decap hands it to a preview: an Immutable map. */
const entryOf = (data: unknown) => fromJS({ data }) as PreviewEntry;

const fileEntry = (file: string): ContentFileEntry => {
  const entry = contentFiles.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not a content file`);
  return entry;
};

const FALLBACK = "The preview returns when the entry is complete.";

// React's act() warns unless told it runs in a test; the files share globals (vitest.config.ts).
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});
const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** Renders a preview of `data` and returns its container, and what it says is wrong. */
function render(
  Preview: ComponentType<{ entry: PreviewEntry } & PicturesOfEntry>,
  data: unknown,
  pictures: PicturesOfEntry = {},
) {
  const container = document.createElement("div");
  document.body.append(container);
  const reactRoot = createRoot(container);
  act(() => reactRoot.render(<Preview entry={entryOf(data)} {...pictures} />));
  mounted.push(() => {
    act(() => reactRoot.unmount());
    container.remove();
  });
  const problems = [...container.querySelectorAll('[role="alert"] li')].map(
    (item) => item.textContent ?? "",
  );
  return { container, problems, text: container.textContent ?? "" };
}

const headings = (container: HTMLElement, level: number) =>
  [...container.querySelectorAll(`h${level}`)].map(
    (heading) => heading.textContent?.trim() ?? "",
  );

describe("every preview, with the content as it is", () => {
  it.each(contentFiles.map((entry) => [entry.file, entry] as const))(
    "%s draws with no problems",
    (file, entry) => {
      const { problems, text } = render(previewOf(entry), readJson(file));
      expect(problems).toEqual([]);
      expect(text).not.toContain(FALLBACK);
    },
  );

  it.each(
    contentFolders.flatMap((entry) =>
      readdirSync(path.join(root, entry.folder)).map(
        (name) => [`${entry.folder}/${name}`, entry] as const,
      ),
    ),
  )("%s draws with no problems", (file, entry) => {
    const { problems, text } = render(previewOf(entry), readJson(file));
    expect(problems).toEqual([]);
    expect(text).not.toContain(FALLBACK);
  });
});

describe("the case-study preview", () => {
  const folder = contentFolders.find(
    (entry) => entry.folder === "content/case-studies",
  );
  if (!folder) throw new Error("no case-studies folder");
  const Preview = previewOf(folder);
  const testimonials = readJson<{
    testimonials: { quote: string; caseStudyId: string }[];
  }>("content/testimonials.json").testimonials;
  const studies = readdirSync(path.join(root, folder.folder)).map((name) =>
    readJson(`${folder.folder}/${name}`),
  );

  it("draws the study's page and card with the entry's own words", () => {
    const [study] = studies;
    if (!study) throw new Error("no case study");
    const title = "A title changed in the editor";
    const { container, text } = render(Preview, { ...study, title });
    // The page's heading and the card's.
    expect(headings(container, 1)).toEqual([title]);
    expect(headings(container, 3)).toContain(title);
    expect(text).toContain(shown((study.hero as { intro: string }).intro));
    const [cover] = study.screenshots as { src: string }[];
    expect(container.querySelector(`img[src="${cover?.src}"]`)).not.toBeNull();
  });

  it("quotes the testimonial that names a study without words of its own", () => {
    const study = studies.find((candidate) => candidate.testimonial === null);
    const quote = testimonials.find(
      (testimonial) => testimonial.caseStudyId === study?.id,
    )?.quote;
    if (!study || !quote) throw new Error("no study quotes testimonials.json");
    const { text, problems } = render(Preview, study);
    expect(text).toContain(shown(quote));
    expect(problems).toEqual([]);
  });

  it("draws a half-filled study, listing what is missing", () => {
    const { container, problems, text } = render(Preview, {
      id: "a-study-being-written",
      title: "Half a study",
      testimonial: null,
    });
    expect(headings(container, 1)).toEqual(["Half a study"]);
    expect(text).not.toContain(FALLBACK);
    expect(problems.length).toBeGreaterThan(3);
    // As the build says it: no testimonial names the study.
    expect(problems.join("\n")).toContain(
      'no testimonial for the case study "a-study-being-written"',
    );
  });
});

describe("the services preview", () => {
  const Preview = previewOf(fileEntry("content/services.json"));
  const file = readJson<{
    services: { title: string; features: string[] }[];
    sections: { catalogue: { title: string }; process: { title: string } };
    processSteps: { name: string }[];
  }>("content/services.json");

  it("draws the service cards, the delivery process and Home's tiles from the entry", () => {
    const [first, ...rest] = file.services;
    if (!first) throw new Error("no service");
    const title = "A service renamed in the editor";
    const feature = "Maintained since {founded}";
    const { container, text } = render(Preview, {
      ...file,
      services: [
        {
          ...first,
          title,
          shortName: "The editor's tile",
          features: [feature, ...first.features.slice(1)],
        },
        ...rest,
      ],
    });
    expect(headings(container, 3)).toContain(title);
    const home = readJson<{ sections: { services: { title: string } } }>(
      "content/home.json",
    );
    expect(headings(container, 2)).toEqual(
      [
        file.sections.process.title,
        file.sections.catalogue.title,
        home.sections.services.title,
      ].map(shown),
    );
    // The short name as the chip atop /services and as the tile on Home, with the site's quotes.
    const named = [...container.querySelectorAll("a")].filter((link) =>
      link.textContent?.includes("The editor’s tile"),
    );
    expect(named.map((link) => link.getAttribute("href"))).toEqual([
      `#service-${String((first as { id?: number }).id)}`,
      `/services#service-${String((first as { id?: number }).id)}`,
    ]);
    for (const step of file.processSteps)
      expect(headings(container, 3)).toContain(shown(step.name));
    // Its tokens filled, as /services fills them.
    const founded = readJson<{ founded: number }>(
      "content/identity.json",
    ).founded;
    expect(text).toContain(`Maintained since ${founded}`);
    expect(text).not.toContain("{founded}");
  });

  it("draws a half-filled entry, listing what is missing", () => {
    const { container, problems, text } = render(Preview, {
      services: [{ title: "Only a title so far" }, {}],
    });
    expect(headings(container, 3)).toContain("Only a title so far");
    expect(text).not.toContain(FALLBACK);
    expect(problems.length).toBeGreaterThan(2);
  });
});

describe("a page's hero", () => {
  it.each(["services", "home"])(
    "content/pages/%s.json draws the page's hero with its facts filled in",
    (page) => {
      const file = `content/pages/${page}.json`;
      const data = readJson<{ hero: Record<string, string> }>(file);
      const Preview = previewOf(fileEntry(file));
      const { container, text } = render(Preview, {
        ...data,
        hero: {
          ...data.hero,
          title: "A heading for {name}",
          eyebrow: "An eyebrow changed in the editor",
        },
      });
      const name = readJson<{ name: string }>("content/identity.json").name;
      expect(headings(container, 1)).toEqual([shown(`A heading for ${name}`)]);
      expect(text).toContain("An eyebrow changed in the editor");
      expect(text).toContain(shown(String(data.hero.subtitle)));
    },
  );

  it("draws the entry's illustration", () => {
    const file = "content/pages/services.json";
    const data = readJson<{ hero: Record<string, string> }>(file);
    const Preview = previewOf(fileEntry(file));
    const { container } = render(Preview, {
      ...data,
      hero: { ...data.hero, illustration: "clinic" },
    });
    expect(
      [...container.querySelectorAll("img")].some((image) =>
        image.getAttribute("src")?.includes("clinic"),
      ),
    ).toBe(true);
  });

  it("draws a half-filled hero, listing what is missing", () => {
    const Preview = previewOf(fileEntry("content/pages/about.json"));
    const { container, problems, text } = render(Preview, {
      hero: { title: "Only a heading" },
    });
    expect(headings(container, 1)).toEqual(["Only a heading"]);
    expect(text).not.toContain(FALLBACK);
    expect(problems.length).toBeGreaterThan(2);
  });
});

describe("the testimonials preview", () => {
  const Preview = previewOf(fileEntry("content/testimonials.json"));
  const file = readJson<{ testimonials: Record<string, unknown>[] }>(
    "content/testimonials.json",
  );

  it("draws the first quote as Home does and each as its case study does", () => {
    const quote = "A quote rewritten in the editor, as a client said it.";
    const name = "A name changed in the editor";
    const { container } = render(Preview, {
      testimonials: file.testimonials.map((testimonial, index) =>
        index === 0 ? { ...testimonial, quote, name } : testimonial,
      ),
    });
    const quotes = [...container.querySelectorAll("blockquote")].map(
      (block) => block.textContent ?? "",
    );
    // Home's and the case study's.
    expect(quotes.filter((text) => text.includes(quote))).toHaveLength(2);
    expect(container.querySelector("figure strong")?.textContent).toBe(name);
  });

  it("draws a half-filled entry, listing what is missing", () => {
    const { problems, text } = render(Preview, {
      testimonials: [{ quote: "Only the quote has been written so far." }],
    });
    expect(text).toContain("Only the quote has been written so far.");
    expect(text).not.toContain(FALLBACK);
    expect(problems.length).toBeGreaterThan(2);
  });
});

describe("the technologies preview", () => {
  const Preview = previewOf(fileEntry("content/technologies.json"));
  const file = readJson<{
    coreTechnologies: { cards: { title: string }[] };
    toolbox: { groups: Record<string, { items: { title: string }[] }> };
    principles: { title: string };
  }>("content/technologies.json");

  it("draws the core cards, the principles and the groups from the entry", () => {
    const [first, ...rest] = file.coreTechnologies.cards;
    if (!first) throw new Error("no core technology");
    const title = "Renamed core";
    const { container } = render(Preview, {
      ...file,
      coreTechnologies: {
        ...file.coreTechnologies,
        cards: [{ ...first, title }, ...rest],
      },
      principles: { ...file.principles, title: "A heading from the editor" },
    });
    expect(headings(container, 3)).toContain(title);
    expect(headings(container, 2)).toContain("A heading from the editor");
    for (const category of Object.values(technologyCategories))
      expect(headings(container, 3)).toContain(category);
  });

  it("draws a half-filled entry, listing what is missing", () => {
    const { container, problems, text } = render(Preview, {
      coreTechnologies: { cards: [{ title: "A card with only a title" }] },
      toolbox: { groups: { frontend: { items: [{}] } } },
    });
    expect(headings(container, 3)).toContain("A card with only a title");
    expect(text).not.toContain(FALLBACK);
    expect(problems.length).toBeGreaterThan(2);
  });
});

describe("the identity and navigation previews", () => {
  it("draws the footer with the entry's identity", () => {
    const Preview = previewOf(fileEntry("content/identity.json"));
    const identity = readJson("content/identity.json");
    const mission = "A mission rewritten in the editor";
    const { container, text } = render(Preview, { ...identity, mission });
    expect(container.querySelector("footer")).not.toBeNull();
    expect(text).toContain(`${mission}.`);
    expect(text).toContain(shown(String(identity.legalName)));
  });

  it("draws the footer with the entry's links", () => {
    const Preview = previewOf(fileEntry("content/navigation.json"));
    const navigation = readJson<{ linkNames: Record<string, string> }>(
      "content/navigation.json",
    );
    const { container } = render(Preview, {
      ...navigation,
      linkNames: { ...navigation.linkNames, about: "Who we are" },
      copyrightStartYear: 2021,
    });
    const about = [...container.querySelectorAll("footer a")].find(
      (link) => link.getAttribute("href") === "/about",
    );
    expect(about?.textContent).toBe("Who we are");
    expect(container.querySelector("footer")?.textContent).toContain(
      `© 2021–${new Date().getFullYear()}`,
    );
  });

  it.each(["content/identity.json", "content/navigation.json"])(
    "%s half-filled draws the footer, listing what is missing",
    (file) => {
      const { container, problems, text } = render(
        previewOf(fileEntry(file)),
        {},
      );
      expect(container.querySelector("footer")).not.toBeNull();
      expect(text).not.toContain(FALLBACK);
      expect(problems.length).toBeGreaterThan(2);
    },
  );
});

describe("the pictures of a preview", () => {
  // Decap's look-up: a file of a field's upload folder, by its name; one just uploaded, not saved
  // yet, is the browser's copy of the file.
  const uploaded = new Map([
    ["logo: karoo-solar.png", "blob:http://localhost/logo"],
    ["src: claims.jpeg", "blob:http://localhost/screen"],
  ]);
  const getAsset: GetAsset = (name, field) => ({
    toString: () =>
      uploaded.get(`${String(field?.get("name"))}: ${name}`) ?? "",
  });
  /** Decap's form fields, as it hands them over: an Immutable list of maps. */
  const fieldsOf = (fields: unknown[]) =>
    fromJS(fields) as PicturesOfEntry["fields"];

  it("draws a client's uploaded logo on the client wall, named by the client", () => {
    const file = readJson<{ clients: Record<string, unknown>[] }>(
      "content/clients.json",
    );
    const client = {
      name: "Karoo Solar Cooperative",
      sector: "Energy",
      logo: "/images/uploads/clients/karoo-solar.png",
    };
    const { container, problems } = render(
      previewOf(fileEntry("content/clients.json")),
      { clients: [...file.clients, client] },
      {
        getAsset,
        fields: fieldsOf([
          {
            name: "clients",
            fields: [
              { name: "name" },
              { name: "logo", public_folder: "/images/uploads/clients" },
            ],
          },
        ]),
      },
    );
    expect(problems).toEqual([]);
    const logo = container.querySelector(`img[alt="${client.name}"]`);
    expect(logo?.getAttribute("src")).toBe("blob:http://localhost/logo");
  });

  it("draws a case study's uploaded screen, and its files' screens by path", () => {
    const entry = contentFolders.find(
      (folder) => folder.folder === "content/case-studies",
    );
    if (!entry) throw new Error("no case-study folder");
    const [name] = readdirSync(path.join(root, entry.folder));
    const study = readJson<{ screenshots: { src: string }[] }>(
      `${entry.folder}/${name}`,
    );
    const [first, ...rest] = study.screenshots;
    if (!first) throw new Error("no screens");
    const { container, problems } = render(
      previewOf(entry),
      {
        ...study,
        screenshots: [
          { ...first, src: "/images/uploads/case-studies/claims.jpeg" },
          ...rest,
        ],
      },
      {
        getAsset,
        fields: fieldsOf([
          {
            name: "screenshots",
            fields: [
              { name: "src", public_folder: "/images/uploads/case-studies" },
            ],
          },
        ]),
      },
    );
    expect(problems).toEqual([]);
    const sources = [...container.querySelectorAll("img")].map((img) =>
      img.getAttribute("src"),
    );
    expect(sources).toContain("blob:http://localhost/screen");
    for (const shot of rest) expect(sources).toContain(shot.src);
  });
});
