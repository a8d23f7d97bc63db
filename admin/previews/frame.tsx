import type { ComponentType, ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import type { Collection, List, Map } from "immutable";
import { MemoryRouter } from "react-router";
import type { z } from "zod";

import {
  fitToSchema,
  type JsonSchema,
  jsonSchemaOf,
  labelOf,
  problemsOfEntry,
} from "../schema-fields";
import { withFigures } from "../../app/content/facts";
import { typographicContent } from "../../app/content/typographic-quotes";

export const entryData = (entry: PreviewEntry) =>
  (entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;

export type PreviewEntry = Map<string, Collection<unknown, unknown>>;
/** Decap's form fields, each an Immutable map (a group's or list's own fields under "fields"). */
type DecapFields = List<Map<string, unknown>>;

/** Decap's look-up of an upload by name: a blob address before it is saved, "" while it loads. */
export type GetAsset = (
  path: string,
  field?: Map<string, unknown>,
) => { toString(): string } | undefined;

export interface PicturesOfEntry {
  getAsset?: GetAsset;
  fields?: DecapFields;
}

/** A picture's address: Decap's copy of an upload (its field named by `path`), else the site's. */
export function pictureUrl(
  src: string,
  { getAsset, fields }: PicturesOfEntry,
  path: readonly string[],
): string {
  if (!src || !getAsset) return src;
  let field: Map<string, unknown> | undefined;
  let group = fields;
  for (const name of path) {
    field = group?.find((candidate) => candidate.get("name") === name);
    group = field?.get("fields") as DecapFields | undefined;
  }
  const folder = field?.get("public_folder");
  if (typeof folder !== "string" || !src.startsWith(`${folder}/`)) return src;
  return String(getAsset(src.slice(folder.length + 1), field) ?? "") || src;
}

/** A preview's frame: the site's links work as in the site, and a broken entry says why. */
export function PreviewFrame({
  problems,
  children,
}: {
  problems: string[];
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      {problems.length > 0 ? (
        <div
          role="alert"
          className="border-b-4 border-accent-strong bg-canvas-subtle px-6 py-4 text-sm"
        >
          <p className="font-bold">
            Fix {problems.length === 1 ? "this" : "these"} before saving (the
            site will not build with {problems.length === 1 ? "it" : "them"}):
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* A half-filled entry does not blank the preview: its problems are listed above. */}
      <ErrorBoundary
        resetKeys={problems}
        fallback={
          <p className="container-page py-10 text-ink-soft">
            The preview returns when the entry is complete.
          </p>
        }
      >
        {children}
      </ErrorBoundary>
    </MemoryRouter>
  );
}

/** Where the part below it shows on the site, when a preview draws the entry in several places. */
export function PreviewPart({ children }: { children: ReactNode }) {
  return (
    <p className="border-y border-line bg-canvas-subtle px-6 py-2 text-sm font-semibold text-ink-soft">
      {children}
    </p>
  );
}

/** A half-written entry in its schema's shape (a missing list [], a text ""), for drawing. */
function shapedLike(node: JsonSchema, value: unknown): unknown {
  if ((value === null || value === undefined) && node.nullable) return null;
  if (node.type === "array")
    return Array.isArray(value)
      ? value.map((item) => shapedLike(node.items ?? {}, item))
      : [];
  if (node.type === "string")
    return typeof value === "string" || typeof value === "number"
      ? String(value)
      : "";
  if (node.type === "boolean") return typeof value === "boolean" && value;
  if (node.type === "number" || node.type === "integer")
    return Number.isFinite(value) ? value : undefined;
  if (node.type !== "object") return value;
  const given = (
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? value
      : {}
  ) as Record<string, unknown>;
  const required = new Set(node.required ?? []);
  const shaped = { ...given };
  for (const [key, property] of Object.entries(node.properties ?? {}))
    if (given[key] !== undefined || required.has(key))
      shaped[key] = shapedLike(property, given[key]);
  return shaped;
}

type Preview = ComponentType<{ entry: PreviewEntry } & PicturesOfEntry>;

/** A kind's preview: `draw` gets the entry as the site would read it once saved. */
export function sitePreview<T>(
  draw: (data: T, pictures: PicturesOfEntry) => ReactNode,
  moreProblems: (data: T) => string[] = () => [],
): (schema: z.ZodType) => Preview {
  return (schema) => {
    const node = jsonSchemaOf(schema);
    return function SitePreview({ entry, ...pictures }) {
      const saved = fitToSchema(node, entryData(entry));
      const data = withFigures(
        typographicContent(shapedLike(node, saved)),
      ) as T;
      const problems = [
        ...problemsOfEntry(schema, saved),
        ...moreProblems(data),
      ];
      return (
        <PreviewFrame problems={problems}>{draw(data, pictures)}</PreviewFrame>
      );
    };
  };
}

/** Any content, in the site's type: headings for groups, paragraphs for text, lists for lists. */
function Words({
  value,
  name,
  level = 2,
}: {
  value: unknown;
  name?: string;
  level?: number;
}): ReactNode {
  if (value === null || value === undefined || value === "") return null;
  const label = name ? labelOf(name) : undefined;
  if (typeof value !== "object")
    return (
      <p className="mt-2">
        {label ? (
          <span className="font-semibold text-ink-soft">{label}: </span>
        ) : null}
        {String(value)}
      </p>
    );
  const Heading = `h${Math.min(level, 6)}` as "h2";
  return (
    <section className={label || Array.isArray(value) ? "mt-6" : undefined}>
      {label ? <Heading className="text-xl font-bold">{label}</Heading> : null}
      {Array.isArray(value) ? (
        <ul className="mt-3 space-y-3">
          {value.map((item, index) => (
            <li key={index} className="rounded-card border border-line p-4">
              <Words value={item} level={level + 1} />
            </li>
          ))}
        </ul>
      ) : (
        Object.entries(value).map(([key, item]) => (
          <Words key={key} value={item} name={key} level={level + 1} />
        ))
      )}
    </section>
  );
}

export const wordsPreview = sitePreview<unknown>((data) => (
  <div className="container-page max-w-3xl py-10">
    <Words value={data} />
  </div>
));
