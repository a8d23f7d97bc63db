import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { caseStudies } from "../../app/content/case-studies";
import { caseStudyShareImage } from "../../app/content/case-studies/page-meta";
import {
  CASE_STUDY_CARDS_DIR,
  caseStudyCardSvg,
  wrapWords,
} from "./case-study-cards";
import { projectRoot } from "../project-root.ts";
import { rasterImages } from "./raster-images.ts";

describe("the case studies' share cards", () => {
  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "%s: its card is drawn from the current content, and rendered where its page says",
    (id, study) => {
      const source = `${CASE_STUDY_CARDS_DIR}/${id}.svg`;
      expect(
        readFileSync(path.join(projectRoot, source), "utf8"),
        `${source} is missing or stale: run \`npm run images\``,
      ).toBe(caseStudyCardSvg(study));
      const image = caseStudyShareImage(study);
      expect(rasterImages()).toContainEqual({
        source,
        output: `public${image.src}`,
        width: image.width,
        height: image.height,
      });
    },
  );

  it("are drawn for the studies there are, and no others", () => {
    const cards = readdirSync(path.join(projectRoot, CASE_STUDY_CARDS_DIR));
    expect(cards.sort()).toEqual(
      caseStudies.map((study) => `${study.id}.svg`).sort(),
    );
  });

  it("carry the study's title, client category and leading figure", () => {
    for (const study of caseStudies) {
      const svg = caseStudyCardSvg(study);
      for (const line of wrapWords(study.title, 24))
        expect(svg).toContain(`>${line}</tspan>`);
      expect(svg).toContain(`>${study.highlight.value}</tspan>`);
      expect(svg).toContain(study.category.toUpperCase());
    }
  });
});

describe("the case studies' screens", () => {
  const shots = caseStudies.flatMap((study) => [...study.screenshots]);

  it.each(shots.map((shot) => [shot.src, shot] as const))(
    "%s is a file under public/",
    (src) => {
      expect(
        existsSync(path.join(projectRoot, "public", src)),
        `public${src} is missing`,
      ).toBe(true);
    },
  );
});

describe("wrapWords", () => {
  it("fills lines up to the limit and never splits a word", () => {
    expect(wrapWords("one two three four", 9)).toEqual([
      "one two",
      "three",
      "four",
    ]);
    expect(wrapWords("extraordinarily long", 5)).toEqual([
      "extraordinarily",
      "long",
    ]);
  });
});
