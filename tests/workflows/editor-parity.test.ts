import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";

import { ARTICLES, entryName } from "../../admin/cms-config";
import { checkEntry, type EntryToSave } from "../../admin/entry-check";
import { jsonSchemaOf } from "../../admin/schema-fields";
import { readArticleFiles } from "../../app/content/blog/article-files.server";
import { articleFrontMatterSchema } from "../../app/content/blog/article-index";
import { contentFiles, contentFolders } from "../../app/content/content-files";
import { editedEntry } from "./editor-edits";
import {
  copyProject,
  frontMatterOf,
  root,
  runIn,
  siteContentOf,
} from "./project-copy";

/**
 * One rule set (issue 24): what the editor at /admin accepts, CI accepts. In a copy of the project,
 * every content kind is edited as a marketer would (editor-edits.ts: quotes typed straight, Title
 * Case, another option, a date, a number, a switch, a list item copied or removed), each edit kept
 * only where the editor's own check before a save (admin/entry-check.ts) accepts it, and saved as
 * the editor saves it. Then the content's unit tests, the build and the build checks must pass on
 * the copy: an edit the editor accepts and CI refuses is a rule the editor does not know yet.
 */

/** The content as the editor knows it: each saved file replaces its entry, as a publish does. */
const site = siteContentOf(root);

const problemsOf = (save: Omit<EntryToSave, "data">) => async (data: object) =>
  (await checkEntry({ ...save, data: data as EntryToSave["data"] }, site))
    .problems;

/** The entry as the editor writes it: fitted to its schema, JSON with two-space indents. */
async function saveJson(copy: string, save: EntryToSave) {
  const { data, problems } = await checkEntry(save, site);
  expect(problems, save.path).toEqual([]);
  writeFileSync(path.join(copy, save.path), JSON.stringify(data, null, 2));
  site.files = { ...site.files, [save.path]: data };
}

/**
 * A section a marketer adds before an article's closing call to action: a heading and a
 * paragraph, its heading typed in Title Case first and, where the editor refuses that, as the
 * editor asks (an edit kept only where the editor accepts it, as every other).
 */
const addedSections = [
  '## What Comes Next For Your Team\n\nIt\'s "simple": we start with a two-week discovery.\n\n',
  '## What comes next for your team\n\nIt\'s "simple": we start with a two-week discovery.\n\n',
];

/** Each file's edits, and what the editor said to the first edit of each field it kept as it was. */
const edited = new Map<string, { edits: string[]; refused: string[][] }>();

describe("what the editor accepts, CI accepts", () => {
  let copy = "";
  const ran: Record<string, string> = {};

  beforeAll(async () => {
    copy = copyProject("editor-parity-");

    for (const { file, schema } of contentFiles) {
      const save = { collection: "", path: file };
      const { entry, ...edits } = await editedEntry(
        jsonSchemaOf(schema),
        JSON.parse(
          readFileSync(path.join(root, file), "utf8"),
        ) as object as Record<string, unknown>,
        problemsOf(save),
      );
      edited.set(file, edits);
      await saveJson(copy, { ...save, data: entry });
    }

    for (const { folder, schema } of contentFolders)
      for (const file of Object.keys(site.files).filter((name) =>
        name.startsWith(`${folder}/`),
      )) {
        const save = { collection: entryName(folder), path: file };
        const { entry, ...edits } = await editedEntry(
          jsonSchemaOf(schema),
          JSON.parse(
            readFileSync(path.join(root, save.path), "utf8"),
          ) as Record<string, unknown>,
          problemsOf(save),
          // The id names the file: the editor's form keeps it for an entry that exists.
          (at) => at.join(".") === "id",
        );
        edited.set(save.path, edits);
        await saveJson(copy, { ...save, data: entry });
      }

    for (const file of readArticleFiles()) {
      const { summary, body } = frontMatterOf(file);
      const closing = body.lastIndexOf("<CallToAction");
      const save = { collection: ARTICLES, path: file.fileName };
      const withSection = (section: string) =>
        body.slice(0, closing) + section + body.slice(closing);
      let added = withSection(addedSections[1] ?? "");
      for (const section of addedSections)
        if (
          (await problemsOf(save)({ ...summary, body: withSection(section) }))
            .length === 0
        ) {
          added = withSection(section);
          break;
        }
      const { entry, ...edits } = await editedEntry(
        jsonSchemaOf(articleFrontMatterSchema),
        { ...summary, body: added },
        problemsOf(save),
        (at) => at[0] === "id" || at[0] === "body",
      );
      edited.set(file.fileName, edits);
      expect(await problemsOf(save)(entry), file.fileName).toEqual([]);
      const { body: newBody, ...front } = entry;
      writeFileSync(
        path.join(copy, file.fileName),
        `---\n${stringify(front)}---\n${String(newBody)}`,
      );
    }

    // The checks of `npm test` that read the content: its unit tests, the build and the build
    // checks. Each one's output is kept for the test that reports it.
    const steps: [string, string, string[]][] = [
      [
        "unit tests",
        "npx",
        ["vitest", "run", "--project", "unit", "app", "admin"],
      ],
      ["build", "npm", ["run", "build"]],
      ["build checks", "npm", ["run", "check:build"]],
    ];
    for (const [name, command, args] of steps) {
      try {
        runIn(copy, command, args);
        ran[name] = "";
      } catch (error) {
        const { stdout = "", stderr = "" } = error as {
          stdout?: string;
          stderr?: string;
        };
        ran[name] = `${stdout}\n${stderr}`.trim().slice(-6000);
        if (name === "build") break;
      }
    }
  }, 900_000);

  afterAll(() => {
    if (copy && !process.env.KEEP_COPY)
      rmSync(copy, { recursive: true, force: true });
    else console.log(copy);
  });

  it("edits every content file, but where the site's specification fixes all it holds", () => {
    const untouched = [...edited].filter(([, { edits }]) => edits.length === 0);
    for (const [file, { refused }] of untouched) {
      expect(refused.length, file).toBeGreaterThan(0);
      for (const problems of refused)
        expect(problems.join("\n"), file).toMatch(
          /The site’s specification fixes/,
        );
    }
    expect(untouched.length).toBeLessThan(edited.size);
  });

  it.each(["unit tests", "build", "build checks"])(
    "the %s pass on what the editor accepted",
    (step) => {
      expect(ran[step], `${step} did not run`).toBeDefined();
      expect(ran[step]).toBe("");
    },
  );
});
