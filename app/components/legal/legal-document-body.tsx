import type { LegalDocument } from "../../content/legal";

/** The sections of a legal document; headings start at `level` (h2 on a page, h3 in a dialog). */
export function LegalDocumentBody({
  document,
  level,
}: {
  document: LegalDocument;
  level: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-8 text-base leading-relaxed break-words text-ink-soft">
      <p className="text-lg text-ink">{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Heading className="text-lg font-bold text-ink">
            {section.heading}
          </Heading>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-brand">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.table ? (
            // Scrolls in its own focusable box on narrow screens (axe: scrollable-region-focusable).
            <div
              className="mt-4 overflow-x-auto rounded-xl ring-1 ring-line"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={section.table.caption}
            >
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{section.table.caption}</caption>
                <thead className="bg-canvas-subtle text-ink">
                  <tr>
                    {section.table.columns.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className="px-4 py-3 font-semibold"
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {section.table.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th
                            key={cell}
                            scope="row"
                            className="px-4 py-3 align-top font-mono text-xs font-semibold text-ink"
                          >
                            {cell}
                          </th>
                        ) : (
                          <td
                            key={`${index}-${cell}`}
                            className="min-w-36 px-4 py-3 align-top"
                          >
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
