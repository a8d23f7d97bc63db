import { describe, expect, it } from "vitest";

import { routes } from "../e2e/site";
import { triagedFindings, type TriagedFinding } from "./engines-allow-list";
import { engineProblems, runEngine, STANDARDS } from "./engines";
import { reviewRuleFor } from "./needs-review";
import { useGateBrowser } from "./test-browser";

const IMAGE_WITHOUT_ALT = {
  htmlcs: "WCAG2AA.Principle1.Guideline1_1.1_1_1.H37",
  ibm: "img_alt_valid:fail_no_alt",
};
const SMALL_TEXT_CONTRAST = "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail";

describe("HTML_CodeSniffer and IBM gate", { timeout: 60_000 }, () => {
  const gate = useGateBrowser();

  it("runs the WCAG 2 AA standard of HTMLCS and the WCAG 2.2 ruleset of IBM", () => {
    expect(STANDARDS).toEqual({ htmlcs: "WCAG2AA", ibm: "WCAG_2_2" });
  });

  it("HTMLCS reports an image without alt text and a field without a label", async () => {
    await gate.page.goto(gate.fixtures.url("engines-broken.html"));
    const findings = await runEngine(gate.page, "htmlcs");
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: IMAGE_WITHOUT_ALT.htmlcs,
          selector: "body > main > img",
        }),
        expect.objectContaining({
          rule: expect.stringMatching(
            /^WCAG2AA\.Principle4\.Guideline4_1\.4_1_2\.H91\.InputText\.Name/,
          ),
          selector: "#query",
        }),
      ]),
    );
  });

  it("IBM reports an image without alt text and a field without a label", async () => {
    await gate.page.goto(gate.fixtures.url("engines-broken.html"));
    const findings = await runEngine(gate.page, "ibm");
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: IMAGE_WITHOUT_ALT.ibm,
          selector: "body > main > img",
        }),
        expect.objectContaining({
          rule: expect.stringMatching(/^input_label_exists:/),
          selector: "#query",
        }),
      ]),
    );
  });

  it("fails the broken page, naming each engine's findings", async () => {
    await gate.page.goto(gate.fixtures.url("engines-broken.html"));
    const problems = await engineProblems(gate.page, {
      path: "/broken",
      allowList: [],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^htmlcs WCAG2AA\.Principle1\.Guideline1_1\.1_1_1\.H37: .* at body > main > img <img /,
        ),
        expect.stringMatching(
          /^ibm img_alt_valid:fail_no_alt: .* at body > main > img <img /,
        ),
      ]),
    );
  });

  it("reads HTMLCS's warnings: text over a background image is measured by its pixels", async () => {
    await gate.page.goto(gate.fixtures.url("text-over-glow.html"));
    const findings = await runEngine(gate.page, "htmlcs");
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "review",
          rule: "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.BgImage",
          selector: "#clear",
        }),
      ]),
    );
    const problems = await engineProblems(gate.page, {
      path: "/glow",
      allowList: [],
    });
    expect(problems.filter((line) => line.includes("1_4_3"))).toEqual([
      expect.stringMatching(
        /^htmlcs .*G18\.BgImage \(needs review\): .* at #faint <p .*: text rgb\(170, 180, 204\) at 14 px measures [0-3]\.\d\d:1/,
      ),
    ]);
  });

  it("fails an undecided result no rule of ours answers, unless an entry covers it", async () => {
    await gate.page.goto(gate.fixtures.url("axe-good.html"));
    await gate.page.evaluate(() => {
      // Several links in a row, which HTMLCS asks to be a list (H48, a warning).
      document
        .querySelector("main")
        ?.insertAdjacentHTML(
          "beforeend",
          '<div id="links"><a href="/a">One</a> <a href="/b">Two</a> <a href="/c">Three</a></div>',
        );
    });
    const rule = "WCAG2AA.Principle1.Guideline1_3.1_3_1.H48";
    expect(
      await engineProblems(gate.page, { path: "/good", allowList: [] }),
    ).toEqual([
      expect.stringMatching(/^htmlcs .*H48 \(needs review\): .* at #links/),
    ]);
    expect(
      await engineProblems(gate.page, {
        path: "/good",
        allowList: [
          { engine: "htmlcs", rule, selector: "#links", reason: "a test" },
        ],
      }),
    ).toEqual([]);
  });

  it("passes an accessible page", async () => {
    await gate.page.goto(gate.fixtures.url("axe-good.html"));
    expect(
      await engineProblems(gate.page, { path: "/good", allowList: [] }),
    ).toEqual([]);
  });

  const imageEntries: TriagedFinding[] = (["htmlcs", "ibm"] as const).map(
    (engine) => ({
      engine,
      rule: IMAGE_WITHOUT_ALT[engine],
      selector: "body > main > img",
      paths: ["/broken"],
      reason: "a test",
    }),
  );

  it("lets through only what an entry covers: engine, rule and selector", async () => {
    await gate.page.goto(gate.fixtures.url("engines-broken.html"));
    const problems = await engineProblems(gate.page, {
      path: "/broken",
      allowList: imageEntries,
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((line) => line.includes("<img "))).toEqual([]);
    expect(problems.filter((line) => line.includes("#query"))).not.toEqual([]);
  });

  it("fails an allow-list entry that covers nothing on a page it names", async () => {
    await gate.page.goto(gate.fixtures.url("axe-good.html"));
    expect(
      await engineProblems(gate.page, {
        path: "/broken",
        allowList: imageEntries,
      }),
    ).toEqual([
      "unused allow-list entry: htmlcs WCAG2AA.Principle1.Guideline1_1.1_1_1.H37 at body > main > img on /broken (remove it, or correct it)",
      "unused allow-list entry: ibm img_alt_valid:fail_no_alt at body > main > img on /broken (remove it, or correct it)",
    ]);
    // Nor does an entry cover the same rule on an element its selector does not match.
    await gate.page.goto(gate.fixtures.url("engines-broken.html"));
    const narrow = imageEntries.map((entry) => ({
      ...entry,
      selector: "header img",
    }));
    const problems = await engineProblems(gate.page, {
      path: "/broken",
      allowList: narrow,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^htmlcs .*H37: .* at body > main > img/),
        expect.stringMatching(
          /^unused allow-list entry: htmlcs .*H37 at header img/,
        ),
      ]),
    );
  });

  it("leaves an entry alone on the pages it does not name", async () => {
    await gate.page.goto(gate.fixtures.url("axe-good.html"));
    expect(
      await engineProblems(gate.page, {
        path: "/good",
        allowList: imageEntries,
      }),
    ).toEqual([]);
  });

  it("HTMLCS misreads words drawn in an SVG image, as the allow-list says", async () => {
    // Black on a white panel (21:1), inside a drawing on a dark card: HTMLCS compares the CSS
    // colour inherited from the page with the card, never the fill with the panel.
    await gate.page.goto(gate.fixtures.url("engines-drawn-text.html"));
    const [finding, ...others] = (await runEngine(gate.page, "htmlcs")).filter(
      ({ kind }) => kind === "violation",
    );
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      rule: SMALL_TEXT_CONTRAST,
      message: expect.stringContaining("contrast ratio of 1:1"),
    });
    expect(
      (
        await engineProblems(gate.page, {
          path: "/case-studies",
          // The entry /case-studies needed while its screenshots were inline SVG drawings.
          allowList: [
            {
              engine: "htmlcs",
              rule: SMALL_TEXT_CONTRAST,
              selector: 'svg[role="img"] text',
              paths: ["/case-studies"],
              reason:
                "HTML_CodeSniffer measures an SVG <text> by its inherited CSS colour, never its fill.",
            },
          ],
        })
      ).filter((line) => !line.includes("(needs review)")),
    ).toEqual([]);
  });
});

describe("the engines' allow-list", () => {
  it("gives every entry a reason and names only pages the gate checks", () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const entry of triagedFindings) {
      expect(entry.reason.length).toBeGreaterThan(40);
      // axe's runs do not know their page: its entries hold on every page.
      if (entry.engine === "axe") expect(entry.paths).toBeUndefined();
      for (const path of entry.paths ?? []) expect(paths).toContain(path);
    }
  });

  it("answers a kind a rule of ours measures only for the flip cards' stacked faces", () => {
    expect(
      triagedFindings
        .filter((entry) => reviewRuleFor(entry.engine, entry.rule))
        .map((entry) => entry.selector),
    ).toEqual([".flip-card-face, .flip-card-face *"]);
  });
});
