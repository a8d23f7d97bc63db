import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { contentProblems } from "../../scripts/vite-plugin-content";
import { clientsFileSchema } from "./clients.schema";
import { contentFileProblems, contentFiles } from "./content-files";

const root = path.resolve(import.meta.dirname, "../..");

describe("the content files", () => {
  it("each meet their schema, and every data file under content/ is read by the site", () => {
    expect(contentProblems(root)).toEqual([]);
    expect(contentFiles.length).toBeGreaterThan(0);
  });
});

describe("a content file with a problem", () => {
  // The shipped clients: the list has a floor (the spec's launch inventory).
  const valid = JSON.parse(
    readFileSync(path.join(root, "content/clients.json"), "utf8"),
  ) as { clients: Record<string, unknown>[] };
  const second = String(valid.clients[1]?.name);

  it("names the file, the entry, the field and what is wrong", () => {
    const broken = structuredClone(valid) as {
      clients: Record<string, unknown>[];
    };
    broken.clients[1] = {
      ...broken.clients[1],
      sector: "Mining",
      logo: "beta.gif",
    };
    const problems = contentFileProblems(
      "content/clients.json",
      JSON.stringify(broken),
      clientsFileSchema,
    );
    expect(problems).toHaveLength(2);
    // The entry is named by its name as written, whatever characters a marketer typed in it.
    const entry = `content/clients.json: field clients[1] (${second})`;
    expect(problems[0]).toMatch(/: Invalid option: expected one of .*"Retail"/);
    expect(problems[0]?.startsWith(`${entry}.sector: `)).toBe(true);
    expect(
      problems[1]?.startsWith(`${entry}.logo: Choose a picture: a JPEG`),
    ).toBe(true);
  });

  it("names a file that is not JSON", () => {
    expect(
      contentFileProblems(
        "content/clients.json",
        '{"clients": [',
        clientsFileSchema,
      ),
    ).toEqual([
      expect.stringMatching(/^content\/clients\.json: not valid JSON \(/),
    ]);
  });

  it("names a rule the whole list breaks", () => {
    const twice = {
      clients: [valid.clients[0], ...valid.clients.slice(0, -1)],
    };
    expect(
      contentFileProblems(
        "content/clients.json",
        JSON.stringify(twice),
        clientsFileSchema,
      ),
    ).toEqual([
      "content/clients.json: field clients: each client is named once",
    ]);
  });
});

describe("the content folder", () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it("reports a registered file that is missing and a data file nothing reads", () => {
    copy = mkdtempSync(path.join(tmpdir(), "content-"));
    cpSync(path.join(root, "content"), path.join(copy, "content"), {
      recursive: true,
    });
    const [first] = contentFiles;
    if (!first) throw new Error("no content files");
    rmSync(path.join(copy, first.file));
    writeFileSync(path.join(copy, "content", "stray.json"), "{}");
    expect(contentProblems(copy)).toEqual([
      `${first.file}: missing`,
      "content/stray.json: no page reads this file (register it in app/content/content-files.ts)",
    ]);
  });
});
