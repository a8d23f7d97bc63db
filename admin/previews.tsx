import { evaluate } from "@mdx-js/mdx";
import { Component, useEffect, useState, type ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { MemoryRouter } from "react-router";
import type { z } from "zod";

import { ArticleCover } from "../app/components/blog/article-cover";
import { articleComponents } from "../app/components/blog/article-components";
import { ArticleHeader } from "../app/components/blog/article-header";
import { ClientWordmark } from "../app/components/ui/client-wordmark";
import { articleRemarkPlugins } from "../app/content/blog/article-remark";
import {
  articleFrontMatterSchema,
  type ArticleSummary,
} from "../app/content/blog/article-index";
import type { Client } from "../app/content/clients";
import { labelOf } from "./schema-fields";

/**
 * The editor's live previews (decision 086): each kind drawn by the site's own components in the
 * site's stylesheet, above it what the build would reject in the entry as it stands, and for a
 * kind with no component of its own, its words set in the site's type.
 */

/** The data Decap hands a preview: an Immutable map, read as plain values. */
export interface PreviewEntry {
  getIn: (path: string[]) => { toJS?: () => unknown } | unknown;
}

function entryData(entry: PreviewEntry): Record<string, unknown> {
  const data = entry.getIn(["data"]) as { toJS?: () => unknown } | undefined;
  const value = data?.toJS ? data.toJS() : data;
  return value !== null && typeof value === "object"
    ? (value as Record<string, unknown>)
    : {};
}

/** What the build would say about the entry, one line per problem; none when it is valid. */
export function problemsOf(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${issue.path.map(String).map(labelOf).join(" › ") || "The entry"}: ${issue.message}`,
  );
}

function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="border-b-4 border-accent-strong bg-canvas-subtle px-6 py-4 text-sm"
    >
      <p className="font-bold">
        Fix {problems.length === 1 ? "this" : "these"} before saving (the site
        will not build with {problems.length === 1 ? "it" : "them"}):
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** Keeps a half-filled entry from blanking the preview: its problems are listed above. */
class PreviewBoundary extends Component<
  { children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="container-page py-10 text-ink-soft">
        The preview returns when the entry is complete.
      </p>
    ) : (
      this.props.children
    );
  }
}

/** A preview's frame: the site's links work as in the site, and a broken entry says why. */
function PreviewFrame({
  problems,
  children,
}: {
  problems: readonly string[];
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      <Problems problems={problems} />
      <PreviewBoundary key={problems.join("\n")}>{children}</PreviewBoundary>
    </MemoryRouter>
  );
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
  const Heading = `h${Math.min(level, 6)}` as "h2";
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value))
    return (
      <section className="mt-6">
        {name ? (
          <Heading className="text-xl font-bold">{labelOf(name)}</Heading>
        ) : null}
        <ul className="mt-3 space-y-3">
          {value.map((item, index) => (
            <li key={index} className="rounded-card border border-line p-4">
              <Words value={item} level={level + 1} />
            </li>
          ))}
        </ul>
      </section>
    );
  if (typeof value === "object")
    return (
      <section className={name ? "mt-6" : undefined}>
        {name ? (
          <Heading className="text-xl font-bold">{labelOf(name)}</Heading>
        ) : null}
        {Object.entries(value).map(([key, item]) => (
          <Words key={key} value={item} name={key} level={level + 1} />
        ))}
      </section>
    );
  return (
    <p className="mt-2">
      {name ? (
        <span className="font-semibold text-ink-soft">{labelOf(name)}: </span>
      ) : null}
      {String(value)}
    </p>
  );
}

/** The preview of a kind with no component of its own. */
export function wordsPreview(schema: z.ZodType) {
  return function WordsPreview({ entry }: { entry: PreviewEntry }) {
    const data = entryData(entry);
    return (
      <PreviewFrame problems={problemsOf(schema, data)}>
        <div className="container-page max-w-3xl py-10">
          <Words value={data} />
        </div>
      </PreviewFrame>
    );
  };
}

/** The article as the site shows it: header, cover and body, through the build's own MDX steps. */
export function ArticlePreview({ entry }: { entry: PreviewEntry }) {
  const { body = "", ...front } = entryData(entry);
  const source = String(body);
  const [compiled, setCompiled] = useState<{
    Body?: (props: { components: typeof articleComponents }) => ReactNode;
    error?: string;
  }>({});
  useEffect(() => {
    let live = true;
    const compileBody = () =>
      evaluate(source, {
        ...runtime,
        remarkPlugins: articleRemarkPlugins(() => true),
      }).then(
        (module) => {
          if (live) setCompiled({ Body: module.default });
        },
        (error: unknown) => {
          if (live)
            setCompiled({
              error: `Article: ${error instanceof Error ? error.message : String(error)}`,
            });
        },
      );
    // Compiled once typing pauses, not on every key.
    const timer = setTimeout(() => void compileBody(), 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source]);
  const problems = [
    ...problemsOf(articleFrontMatterSchema, front),
    ...(compiled.error ? [compiled.error] : []),
  ];
  const article = front as ArticleSummary;
  const { Body } = compiled;
  return (
    <PreviewFrame problems={problems}>
      <article>
        <ArticleHeader article={article} />
        {article.image?.src ? <ArticleCover image={article.image} /> : null}
        <div className="container-page max-w-3xl pt-12 pb-14">
          <div className="prose-article">
            {Body ? <Body components={articleComponents} /> : null}
          </div>
        </div>
      </article>
    </PreviewFrame>
  );
}

/** The client wall, as on Home. */
export function clientsPreview(schema: z.ZodType) {
  return function ClientsPreview({ entry }: { entry: PreviewEntry }) {
    const data = entryData(entry);
    const clients = (
      Array.isArray(data.clients) ? data.clients : []
    ) as Client[];
    return (
      <PreviewFrame problems={problemsOf(schema, data)}>
        <ul className="container-page grid grid-cols-2 gap-4 py-10 sm:grid-cols-4">
          {clients.map((client, index) => (
            <li key={index} className="grid place-items-center">
              <ClientWordmark client={client} />
            </li>
          ))}
        </ul>
      </PreviewFrame>
    );
  };
}
