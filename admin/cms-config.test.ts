import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";

import { articleRemarkPlugins } from "../app/content/blog/article-remark";

import { contentFiles, contentFolders } from "../app/content/content-files";
import backend from "./backend.json" with { type: "json" };
import { ARTICLES, backendSchema, cmsConfig, entryName } from "./cms-config";
import { editorComponents } from "./editor-components";
import type { CmsField } from "./schema-fields";

/** The editor as `npm run cms` serves it. */
const EDITOR_ORIGIN = "http://localhost:5174";
const config = cmsConfig(backendSchema.parse(backend), EDITOR_ORIGIN);

/** Every field of a form, nested ones included. */
function allFields(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
  ]);
}

describe("the editor's configuration", () => {
  it("has a form for every content file, a collection for every folder, and the articles", () => {
    const files = config.collections.flatMap((collection) =>
      (collection.files ?? []).map((file) => file.file),
    );
    expect(files.sort()).toEqual(
      contentFiles.map((entry) => entry.file).sort(),
    );
    const folders = config.collections
      .map((collection) => collection.folder)
      .filter(Boolean);
    expect(folders).toEqual([
      "content/articles",
      ...contentFolders.map((entry) => entry.folder),
    ]);
    expect(config.collections[0]?.name).toBe(ARTICLES);
  });

  it("names every collection and form once", () => {
    const names = config.collections.map((collection) => collection.name);
    expect(new Set(names).size).toBe(names.length);
    const forms = config.collections.flatMap((collection) =>
      (collection.files ?? []).map((file) => file.name),
    );
    expect(new Set(forms).size).toBe(forms.length);
    expect(entryName("content/pages/case-studies.json")).toBe(
      "pages-case-studies",
    );
  });

  it("names a new entry's file after its id, as the build requires", () => {
    for (const entry of contentFolders) {
      const collection = config.collections.find(
        (c) => c.folder === entry.folder,
      );
      expect(collection?.slug).toBe(`{{fields.${entry.idField}}}`);
      expect(
        collection?.fields?.some((field) => field.name === entry.idField),
      ).toBe(true);
    }
  });

  it("gives every field a label, and every group and list its fields", () => {
    const forms = config.collections.flatMap((collection) => [
      ...(collection.fields ?? []),
      ...(collection.files ?? []).flatMap((file) => file.fields),
    ]);
    for (const field of allFields(forms)) {
      expect(field.label, field.name).toMatch(/\S/);
      if (field.widget === "object")
        expect(field.fields?.length, field.name).toBeGreaterThan(0);
      if (field.widget === "list")
        expect(Boolean(field.fields?.length) || Boolean(field.field)).toBe(
          true,
        );
    }
  });

  it("offers in an article's toolbar only what an article renders", async () => {
    const body = config.collections
      .find((collection) => collection.name === ARTICLES)
      ?.fields?.find((field) => field.widget === "markdown");
    const buttons = (body?.buttons ?? []) as string[];
    // Each heading level is offered exactly when the site's article steps accept it.
    const levels = ["one", "two", "three", "four", "five", "six"];
    for (const [index, level] of levels.entries()) {
      const heading = `${"#".repeat(index + 1)} A heading\n\n<CallToAction />\n`;
      const accepted = await compile(heading, {
        remarkPlugins: articleRemarkPlugins(() => true),
      }).then(
        () => true,
        () => false,
      );
      expect(buttons.includes(`heading-${level}`), `level ${index + 1}`).toBe(
        accepted,
      );
    }
    // Nothing the article's styles do not draw: Decap's code block, inline code, strikethrough.
    for (const unstyled of ["code-block", "code", "strikethrough"])
      expect(buttons).not.toContain(unstyled);
    // The article blocks, without Decap's own image and code block.
    expect(body?.editor_components).toEqual(
      editorComponents.map((component) => component.id),
    );
  });

  it("picks every picture with the picture picker, uploading into its kind's folder, never asking its size", () => {
    const forms = config.collections.flatMap((collection) => [
      ...(collection.fields ?? []),
      ...(collection.files ?? []).flatMap((file) => file.fields),
    ]);
    const fields = allFields(forms);
    const pictures = fields.filter((field) => field.widget === "image");
    // The article's cover, a client's logo, a case study's screens, a leader's and a quoted
    // person's photo, at least.
    expect(pictures.length).toBeGreaterThanOrEqual(5);
    for (const field of pictures) {
      expect(field.media_folder, field.label).toMatch(
        /^\/public\/images\/uploads\/[a-z-]+$/,
      );
      expect(`/public${field.public_folder ?? ""}`).toBe(field.media_folder);
      expect(field.label, field.name).not.toMatch(/src/i);
    }
    // A picture's size is read from its file by the build, never typed.
    expect(
      fields.filter((field) => /^(width|height)$/i.test(field.name)),
    ).toEqual([]);
  });

  it("edits locally through decap-server and online through drafts", () => {
    // On the editor's own origin: no development address in the deployed editor's policy.
    expect(config.local_backend.url).toBe(`${EDITOR_ORIGIN}/api/v1`);
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.load_config_file).toBe(false);
  });

  it("refuses a backend it cannot use", () => {
    expect(
      backendSchema.safeParse({ ...backend, repo: "no-slash" }).success,
    ).toBe(false);
  });
});
