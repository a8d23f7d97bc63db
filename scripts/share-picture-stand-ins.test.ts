import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { caseStudies } from "../app/content/case-studies/case-study-files.server";
import {
  caseStudySharePicture,
  SITE_SHARE_PICTURE,
} from "../app/content/share-pictures";
import { standInSharePictures } from "./share-picture-stand-ins.ts";

const client = mkdtempSync(path.join(tmpdir(), "share-pictures-"));
afterAll(() => rmSync(client, { recursive: true, force: true }));

/** Writes a file of the client folder. */
function put(src: string, bytes: string) {
  mkdirSync(path.dirname(path.join(client, src)), { recursive: true });
  writeFileSync(path.join(client, src), bytes);
}

describe("share pictures not drawn yet", () => {
  it("get the site's share picture in the build, and are named; a drawn one is kept", () => {
    const [drawn, ...notDrawn] = caseStudies.map((study) =>
      caseStudySharePicture(study.id),
    );
    if (!drawn) throw new Error("no case study");
    put(SITE_SHARE_PICTURE, "the site's picture");
    put(drawn, "its own card");
    const stoodIn = standInSharePictures(client);
    expect(stoodIn).toEqual(expect.arrayContaining(notDrawn));
    expect(stoodIn).not.toContain(drawn);
    for (const src of stoodIn)
      expect(readFileSync(path.join(client, src), "utf8"), src).toBe(
        "the site's picture",
      );
    expect(readFileSync(path.join(client, drawn), "utf8")).toBe("its own card");
    // Once there, nothing is stood in again.
    expect(standInSharePictures(client)).toEqual([]);
  });
});
