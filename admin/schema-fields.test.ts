import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  fieldsOfSchema,
  fitToSchema,
  jsonSchemaOf,
  labelOf,
  problemsOfEntry,
  singularOf,
} from "./schema-fields";
import { imagePath } from "../app/content/schema-parts";

describe("the editor's fields, made from a schema", () => {
  const schema = z.object({
    name: z
      .string()
      .min(1)
      .meta({ title: "Name", description: "As it is written." }),
    summary: z
      .string()
      .min(50)
      .max(200)
      .meta({ title: "Summary", widget: "text" }),
    logo: imagePath({
      folder: "clients",
      width: 320,
      svg: true,
      transparent: true,
    })
      .nullable()
      .meta({ title: "Logo" }),
    photo: imagePath({ folder: "people", width: 800, svg: false }),
    sector: z.enum(["Retail", "Energy"]),
    publishDate: z.iso.date(),
    years: z.number().int().positive().max(99),
    featured: z.boolean(),
    country: z.literal("ZA"),
    menu: z.array(z.string()).meta({ title: "Menu", fixed: true }),
    email: z.email(),
    features: z.array(z.string().min(1)).min(2),
    steps: z
      .array(z.object({ title: z.string(), note: z.string().optional() }))
      .min(1),
    contact: z.object({ phone: z.string() }).optional(),
  });
  const fields = fieldsOfSchema(schema);
  const field = (name: string) => fields.find((f) => f.name === name);

  it("takes labels and hints from the schema's meta, and names the rest from the key", () => {
    expect(field("name")).toMatchObject({
      label: "Name",
      hint: "As it is written.",
      widget: "string",
    });
    expect(field("publishDate")?.label).toBe("Publish date");
    expect(labelOf("oldest_code-base")).toBe("Oldest code base");
    expect(labelOf("id")).toBe("ID");
    expect(
      ["Services", "Technologies", "Process steps", "Address"].map(singularOf),
    ).toEqual(["Service", "Technology", "Process step", "Address"]);
    expect(labelOf("caseStudyId")).toBe("Case study ID");
  });

  it("picks the widget each kind of value needs", () => {
    expect(field("summary")).toMatchObject({
      widget: "text",
      hint: "50–200 characters.",
    });
    expect(field("logo")).toMatchObject({ widget: "image", required: false });
    expect(field("sector")).toMatchObject({
      widget: "select",
      options: ["Retail", "Energy"],
    });
    expect(field("publishDate")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(field("years")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 99,
    });
    expect(field("featured")).toMatchObject({
      widget: "boolean",
      default: false,
    });
    expect(field("country")).toMatchObject({ widget: "hidden", default: "ZA" });
    // What the site's specification fixes is kept out of the form, its value as it is.
    expect(field("menu")).toEqual({
      name: "menu",
      label: "Menu",
      widget: "hidden",
    });
    expect(field("email")?.pattern?.[0]).toBeTruthy();
  });

  it("makes lists of text and lists of groups, with the schema's bounds", () => {
    expect(field("features")).toMatchObject({
      widget: "list",
      min: 2,
      field: { widget: "string" },
    });
    const steps = field("steps");
    expect(steps).toMatchObject({
      widget: "list",
      summary: "{{fields.title}}",
      min: 1,
    });
    expect(steps?.fields?.map((f) => [f.name, f.required])).toEqual([
      ["title", undefined],
      ["note", false],
    ]);
    expect(field("contact")).toMatchObject({
      widget: "object",
      required: false,
    });
  });

  it("names a select's stored values by what they show, when the schema says", () => {
    const [colour] = fieldsOfSchema(
      z.object({
        color: z
          .enum(["red", "blue"])
          .meta({ title: "Colour", optionLabels: { red: "Navy" } }),
      }),
    );
    expect(colour?.options).toEqual([
      { label: "Navy", value: "red" },
      { label: "blue", value: "blue" },
    ]);
  });

  it("picks a picture into its kind's folder, resized on upload, refusing a format the site cannot draw", () => {
    const logo = field("logo");
    expect(logo).toMatchObject({
      widget: "image",
      choose_url: false,
      media_folder: "/public/images/uploads/clients",
      public_folder: "/images/uploads/clients",
      media_processing: { enabled: true, width: 320 },
    });
    // A logo keeps its format (it may be see-through); a photo is saved as a JPEG.
    expect(logo?.media_processing).not.toHaveProperty("format");
    expect(field("photo")).toMatchObject({
      media_folder: "/public/images/uploads/people",
      media_processing: {
        enabled: true,
        width: 800,
        format: { enabled: true, default: "jpeg" },
      },
    });
    expect(field("photo")?.pattern?.[1]).toBe(
      "Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file",
    );
    // Decap checks the chosen file's name against the pattern.
    const [pattern = "", message] = logo?.pattern ?? [];
    const accepts = (name: string) => new RegExp(pattern).test(name);
    for (const name of [
      "acme.svg",
      "acme.jpeg",
      "ACME.JPG",
      "acme.png",
      "acme.webp",
    ])
      expect(accepts(name), name).toBe(true);
    expect(accepts("acme.gif")).toBe(false);
    expect(message).toBe(
      "Choose a picture: a JPEG (.jpg or .jpeg), PNG or WebP file, or an SVG drawing",
    );
  });

  it("carries a pattern, with the field's hint as its message", () => {
    const logo = field("logo");
    expect(logo?.widget).toBe("image");
    const named = fieldsOfSchema(
      z.object({
        id: z
          .string()
          .regex(/^[a-z-]+$/)
          .meta({ description: "A lowercase slug." }),
      }),
    )[0];
    expect(named?.pattern).toEqual(["^[a-z-]+$", "A lowercase slug."]);
  });

  it("refuses a schema that is not an object", () => {
    expect(() => fieldsOfSchema(z.array(z.string()))).toThrow(/an object/);
  });
});

describe("a saved entry, made to fit its schema", () => {
  const schema = z.object({
    name: z.string().min(1),
    logo: z.string().nullable(),
    note: z.string().optional(),
    items: z.array(z.object({ link: z.url().optional(), alt: z.string() })),
  });

  it("turns Decap's empty strings into null or an absent field, as the schema wants", () => {
    const fitted = fitToSchema(jsonSchemaOf(schema), {
      name: "Acme",
      logo: "",
      note: "",
      items: [{ link: "", alt: "x" }],
    });
    expect(fitted).toEqual({ name: "Acme", logo: null, items: [{ alt: "x" }] });
    expect(schema.safeParse(fitted).success).toBe(true);
  });

  it("makes an emptied optional group null, and writes fields in the schema's order", () => {
    const grouped = z.object({
      title: z.string(),
      quote: z.object({ text: z.string(), role: z.string() }).nullable(),
    });
    const fitted = fitToSchema(jsonSchemaOf(grouped), {
      quote: { text: "", role: "" },
      title: "T",
    });
    expect(fitted).toEqual({ title: "T", quote: null });
    const optional = z.object({
      stats: z.object({ projects: z.string() }).optional(),
    });
    expect(
      fitToSchema(jsonSchemaOf(optional), { stats: { projects: "" } }),
    ).toEqual({});
    expect(Object.keys(fitted as object)).toEqual(["title", "quote"]);
  });

  it("leaves a required field empty, for the check to name", () => {
    const fitted = fitToSchema(jsonSchemaOf(schema), {
      name: "",
      logo: null,
      items: [],
    });
    expect(fitted).toEqual({ name: "", logo: null, items: [] });
    expect(schema.safeParse(fitted).success).toBe(false);
  });
});

describe("a new entry, before its lists are opened", () => {
  const schema = z.object({
    title: z.string().min(1).meta({ title: "Title" }),
    pillars: z.array(z.string()),
    facts: z
      .array(z.object({ label: z.string() }).meta({ title: "Fact" }))
      .length(5)
      .meta({ title: "Project at a glance" }),
    points: z.array(z.string()).min(1).max(4),
    extras: z.array(z.string()).optional(),
  });

  it("writes a list it never opened as an empty list, for the check to judge", () => {
    const fitted = fitToSchema(jsonSchemaOf(schema), { title: "T" });
    expect(fitted).toEqual({ title: "T", pillars: [], facts: [], points: [] });
    const problems = problemsOfEntry(schema, fitted);
    expect(problems.some((line) => line.startsWith("Pillars"))).toBe(false);
    expect(
      problems.some((line) => line.startsWith("Project at a glance:")),
    ).toBe(true);
  });

  it("names an item of a list by its own title, and says how many a list takes", () => {
    const fields = fieldsOfSchema(schema);
    const facts = fields.find((field) => field.name === "facts");
    expect(facts).toMatchObject({
      label_singular: "Fact",
      hint: "Exactly 5.",
      min: 5,
      max: 5,
    });
    expect(fields.find((field) => field.name === "points")?.hint).toBe("1–4.");
  });
});

describe("what the editor says is wrong with an entry", () => {
  const schema = z.object({
    title: z.string().meta({ title: "Heading" }),
    screenshots: z
      .array(
        z.object({
          title: z.string().min(3).meta({ title: "Caption" }),
          width: z.number(),
        }),
      )
      .meta({ title: "Screens" }),
  });

  it("names each problem by the form's labels, and a missing field as required", () => {
    expect(
      problemsOfEntry(schema, {
        screenshots: [{ title: "ok!", width: 960 }, { title: "x" }],
      }),
    ).toEqual([
      "Heading: required",
      expect.stringMatching(/^Screens › item 2 › Caption: .*3/),
      "Screens › item 2 › Width: required",
    ]);
  });

  it("says nothing of a valid entry", () => {
    expect(problemsOfEntry(schema, { title: "T", screenshots: [] })).toEqual(
      [],
    );
  });
});
