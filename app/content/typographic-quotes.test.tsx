import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ServiceCatalogue } from "../routes/services";
import { contentReadingPlugin } from "../../scripts/vite-plugin-content";
import { CONTENT_DIR } from "./content-files";
import { withPixelSizes } from "./image-sizes.server";
import { servicesIn } from "./services";
import type { servicesFileSchema } from "./services.schema";
import type { z } from "zod";
import { withFigures } from "./facts";
import { typographicContent, typographicQuotes } from "./typographic-quotes";

const root = path.resolve(import.meta.dirname, "../..");

/** A content file's text as Vite reads it for the site: through the content plugin's transform. */
function readAsTheSiteDoes(file: string, text: string): unknown {
  const plugin = contentReadingPlugin();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const result = (
    plugin.transform as (code: string, id: string) => { code: string }
  )(text, path.join(root, file));
  return JSON.parse(result.code);
}

/** The text a marketer types: every quote and apostrophe straight. */
const straighten = (text: string) =>
  text.replace(/[’‘]/g, "'").replace(/[“”]/g, '\\"');

const contentFiles = (
  readdirSync(path.join(root, CONTENT_DIR), { recursive: true }) as string[]
)
  .filter((name) => name.endsWith(".json"))
  .map((name) => `${CONTENT_DIR}/${name.split(path.sep).join("/")}`);

describe("typographic quotes made as the content is read", () => {
  it("turns straight quotes and apostrophes into typographic ones", () => {
    expect(typographicQuotes(`It's "ship it", then 'not yet'.`)).toBe(
      "It’s “ship it”, then ‘not yet’.",
    );
    expect(typographicQuotes("the '90s")).toBe("the ’90s");
  });

  it("reads a {token} as a word, and leaves the token as written", () => {
    expect(typographicQuotes("{legalName}'s liability")).toBe(
      "{legalName}’s liability",
    );
    expect(typographicQuotes(`"{count} articles"`)).toBe("“{count} articles”");
  });

  it("leaves addresses, keys, numbers and text without quotes alone", () => {
    const data = {
      "it's": "https://example.com/it's",
      path: "/images/o'brien.svg",
      email: "o'brien@example.com",
      count: 3,
      flag: null,
      list: ["a 'b'"],
    };
    expect(typographicContent(data)).toEqual({
      ...data,
      list: ["a ‘b’"],
    });
  });

  it.each(contentFiles)(
    "%s saved with straight quotes reads exactly as written with typographic ones",
    (file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      // With each picture's size beside it, which the same reading adds.
      expect(readAsTheSiteDoes(file, straighten(text))).toEqual(
        withPixelSizes(
          typographicContent(withFigures(JSON.parse(text))),
          path.join(root, "public"),
        ),
      );
    },
  );

  it("draws typographic quotes on a page from a file saved with straight quotes", () => {
    const file = `${CONTENT_DIR}/services.json`;
    const saved = straighten(readFileSync(path.join(root, file), "utf8"))
      // A marketer's edit, quotes and all.
      .replace(
        '"description": "',
        `"description": "The client's \\"one system\\" for 'everything'. `,
      );
    const page = (data: z.infer<typeof servicesFileSchema>) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <ServiceCatalogue
            services={servicesIn(data)}
            servicesSections={data.sections}
          />
        </MemoryRouter>,
      );
    expect(page(JSON.parse(saved))).toContain("The client&#x27;s &quot;one");
    const read = readAsTheSiteDoes(file, saved) as z.infer<
      typeof servicesFileSchema
    >;
    expect(page(read)).toContain("The client’s “one system” for ‘everything’.");
  });
});
