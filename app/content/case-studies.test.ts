import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  caseStudies,
  caseStudyForHash,
  findCaseStudy,
  nextCaseStudy,
} from "./case-studies";
import {
  caseStudies as caseStudiesForNode,
  readCaseStudyFiles,
} from "./case-studies/case-study-files.server";
import { caseStudyLabels, pillarLabel } from "./case-studies/labels";
import { caseStudyIndex } from "./case-studies/list";
import { caseStudyMeta } from "./case-studies/page-meta";
import {
  caseStudiesCommonThreadSchema,
  caseStudiesLabelsSchema,
  caseStudySchema,
  type CaseStudyFile,
} from "./case-studies.schema";
import { contentFileProblems } from "./content-files";
import { identity } from "./identity";
import { withPixelSizes } from "./image-sizes.server";
import caseStudiesPageFile from "../../content/pages/case-studies.json" with { type: "json" };
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import { testimonials } from "./testimonials";
import { withFigures } from "./facts";
import { typographicContent } from "./typographic-quotes";
import { pageCopy } from "./page-copy";

const caseStudiesPage = pageCopy(caseStudiesPageFile);
const homePage = pageCopy(homePageFile);

const root = path.resolve(import.meta.dirname, "../..");
const first = caseStudies[0];
if (!first) throw new Error("no case studies");
const firstFile = JSON.parse(
  readFileSync(
    path.join(root, `content/case-studies/${first.id}.json`),
    "utf8",
  ),
) as CaseStudyFile;

describe("case studies", () => {
  it("are every file in content/case-studies, in the order of their order fields", () => {
    expect(caseStudies.length).toBeGreaterThan(0);
    // Each file as saved (its figures named as {token}), with the testimonial it resolves to.
    for (const study of caseStudies)
      caseStudySchema.parse({
        ...(JSON.parse(
          readFileSync(
            path.join(root, `content/case-studies/${study.id}.json`),
            "utf8",
          ),
        ) as CaseStudyFile),
        testimonial: study.testimonial,
      });
    expect(new Set(caseStudies.map((s) => s.id)).size).toBe(caseStudies.length);
    const orders = caseStudies.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("are the same for Node (Playwright, the configs) as for the site", () => {
    expect(caseStudiesForNode).toEqual(caseStudies);
  });

  it("each have the client's words: their own, or the testimonial that names them", () => {
    for (const study of caseStudies) {
      const named = testimonials.find((t) => t.caseStudyId === study.id);
      expect(study.testimonial.quote).not.toBe("");
      if (named) expect(study.testimonial.quote).toBe(named.quote);
    }
  });

  it("are found by their URL fragment, and nothing else is", () => {
    for (const study of caseStudies) {
      expect(caseStudyForHash(`#${study.id}`)).toBe(study);
      expect(caseStudyForHash(study.id)).toBe(study);
    }
    expect(caseStudyForHash("#contact")).toBeUndefined();
    expect(caseStudyForHash("")).toBeUndefined();
  });

  it("are found by the id of their page, and nothing else is", () => {
    for (const study of caseStudies)
      expect(findCaseStudy(study.id)).toBe(study);
    expect(findCaseStudy("no-such-study")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
  });

  it("each lead to the next, the last back to the first", () => {
    caseStudies.forEach((study, index) => {
      const next = caseStudies[(index + 1) % caseStudies.length];
      expect(nextCaseStudy(study)).toBe(next === study ? undefined : next);
    });
  });
});

describe("the case-study index", () => {
  const withTestimonial = (id: string, order: number): CaseStudyFile => ({
    ...firstFile,
    id,
    order,
    testimonial: {
      quote: "A quote long enough to be a sentence.",
      attribution: "Head of Testing",
      organisation: "A test organisation",
    },
  });

  it("orders the studies by their order field, then by id, whatever the file order", () => {
    const index = caseStudyIndex([
      withTestimonial("c-study", 2),
      withTestimonial("b-study", 1),
      withTestimonial("a-study", 2),
    ]);
    expect(index.caseStudies.map((s) => s.id)).toEqual([
      "b-study",
      "a-study",
      "c-study",
    ]);
  });

  it("stops on a study without words of its own and no testimonial naming it", () => {
    expect(() =>
      caseStudyIndex([
        { ...withTestimonial("a-study-nobody-quotes", 1), testimonial: null },
      ]),
    ).toThrow(/no testimonial for the case study "a-study-nobody-quotes"/);
  });
});

describe("the case studies' screens", () => {
  it("are files under public/; one that is not stops the build, naming the file and field", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "case-studies-"));
    try {
      const dir = path.join(copy, "content/case-studies");
      cpSync(path.join(root, "content/case-studies"), dir, { recursive: true });
      const publicDir = path.join(copy, "public");
      for (const shot of firstFile.screenshots) {
        mkdirSync(path.dirname(path.join(publicDir, shot.src)), {
          recursive: true,
        });
        cpSync(
          path.join(root, "public", shot.src),
          path.join(publicDir, shot.src),
        );
      }
      for (const study of caseStudies.slice(1))
        rmSync(path.join(dir, `${study.id}.json`));
      // Read as the site reads it: quotes made typographic, each screen with its file's size.
      const study = withPixelSizes(
        typographicContent(withFigures(firstFile)),
        publicDir,
      );
      expect(readCaseStudyFiles(dir, publicDir)).toEqual([study]);
      const [shot] = study.screenshots;
      if (!shot) throw new Error("no screens");
      rmSync(path.join(publicDir, shot.src));
      expect(() => readCaseStudyFiles(dir, publicDir)).toThrow(
        `content/case-studies/${first.id}.json: field screenshots[0] (${shot.title}).src names ${shot.src}, but public${shot.src} does not exist`,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("a case study's file", () => {
  const file = `content/case-studies/${first.id}.json`;

  it("names the field of a screen in a format the site does not draw, and a missing order", () => {
    const [shot] = firstFile.screenshots;
    if (!shot) throw new Error("no screens");
    const broken = {
      ...firstFile,
      order: undefined,
      screenshots: [{ ...shot, src: "screens/dashboard.gif" }],
    };
    const problems = contentFileProblems(
      file,
      JSON.stringify(broken),
      caseStudySchema,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.replaceAll(".", "\\.")}: field order: `),
      ),
      // The screen is named by its title as written, whatever characters it holds.
      `${file}: field screenshots[0] (${shot.title}).src: Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file, or an SVG drawing.`,
    ]);
  });

  it("names a category that is not one of the spec's", () => {
    const problems = contentFileProblems(
      file,
      JSON.stringify({ ...firstFile, category: "Mining" }),
      caseStudySchema,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /: field category: The site’s specification fixes the case studies' categories/,
      ),
    ]);
  });

  it("the common thread names a point without its figure", () => {
    const text = readFileSync(
      path.join(root, "content/case-studies-common-thread.json"),
      "utf8",
    );
    const data = JSON.parse(text) as { points: Record<string, unknown>[] };
    data.points[0] = { ...data.points[0], figure: " " };
    expect(
      contentFileProblems(
        "x.json",
        JSON.stringify(data),
        caseStudiesCommonThreadSchema,
      ),
    ).toEqual([expect.stringMatching(/^x\.json: field points\[0\]\.figure: /)]);
  });
});

describe("the words the case-study pages share", () => {
  const file = "content/case-studies-labels.json";
  const text = readFileSync(path.join(root, file), "utf8");

  it("number a pillar", () => {
    expect(pillarLabel(2)).toBe(
      caseStudyLabels.pillar.replace("{number}", "2"),
    );
    expect(pillarLabel(2)).toMatch(/2/);
  });

  it("name a heading left blank and a token the page does not fill", () => {
    const data = JSON.parse(text) as {
      list: { title: string };
      study: { pillar: string; results: string };
    };
    data.list.title = " ";
    data.study.pillar = "Pillar {n}";
    delete (data.study as { results?: string }).results;
    expect(
      contentFileProblems(file, JSON.stringify(data), caseStudiesLabelsSchema),
    ).toEqual([
      `${file}: field list.title: Too small: expected string to have >=1 characters`,
      `${file}: field study.pillar: {n} is not filled here; this text may name {number}`,
      `${file}: field study.results: Invalid input: expected string, received undefined`,
    ]);
  });
});

describe("a case study's page meta", () => {
  type Entry = Record<string, unknown>;
  const tag = (meta: ReturnType<typeof caseStudyMeta>, key: string) =>
    (meta as Entry[]).find(
      (entry) => entry.property === key || entry.name === key,
    )?.content;

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "%s: its own title with the company's name, its own preview, canonical URL and share card",
    (id, study) => {
      const meta = caseStudyMeta(study);
      expect(meta).toContainEqual({
        title: `${study.title} | ${identity.name}`,
      });
      expect(tag(meta, "og:title")).toBe(study.title);
      expect(tag(meta, "description")).toBe(study.summary);
      expect(meta).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `${identity.siteUrl}/case-studies/${id}`,
      });
      expect(tag(meta, "og:image")).toBe(
        `${identity.siteUrl}/images/case-studies/${id}.jpg`,
      );
    },
  );

  it("describes the study as an Article about its client, published by the company, under Case Studies", () => {
    const study = first;
    const jsonLd = (caseStudyMeta(study) as Entry[]).find(
      (entry) => "script:ld+json" in entry,
    )?.["script:ld+json"] as { "@graph": Entry[] };
    const [breadcrumbs, article] = jsonLd["@graph"];
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: homePage.name },
        {
          position: 2,
          name: caseStudiesPage.name,
          item: `${identity.siteUrl}/case-studies`,
        },
        { position: 3, name: study.title },
      ],
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: study.title,
      about: { "@type": "Organization", name: study.client },
      publisher: { "@id": `${identity.siteUrl}/#organization` },
    });
  });

  it("sends an unknown id to a page titled with the company's name alone", () => {
    expect(caseStudyMeta(undefined)).toEqual([{ title: identity.name }]);
  });
});
