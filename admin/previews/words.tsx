import type { ReactNode } from "react";

import { labelOf } from "../schema-fields";
import { sitePreview } from "./frame";

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

export const wordsPreview = sitePreview<unknown>((data) => (
  <div className="container-page max-w-3xl py-10">
    <Words value={data} />
  </div>
));
