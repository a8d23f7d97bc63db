import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes, scriptHash } from "./inline-script-hashes.mjs";

const sha = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scriptHash", () => {
  it("is the CSP source of the script's UTF-8 text", () => {
    // The example of the CSP specification: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHash("é")).toBe(sha("é"));
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script exactly as written, in document order", () => {
    // Entities and markup inside a script are its text; what follows it is not.
    const html = `<!doctype html><head><script>a &amp;&amp; "<p>";</script></head>
<body><SCRIPT type="module" async>import "/x.js";
</SCRIPT><script type='text/javascript'> b() </script>
</body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha('a &amp;&amp; "<p>";'),
      sha('import "/x.js";\n'),
      sha(" b() "),
    ]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/app.js"></script>
<script async="" src=/assets/b.js></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json">{}</script>
<script type="text/javascript; charset=utf-8">ignored()</script>
<script>kept()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("kept()")]);
  });

  it("lists a script repeated on the page once", () => {
    expect(
      inlineScriptHashes("<script>x()</script><script>x()</script>"),
    ).toEqual([sha("x()")]);
  });

  it("hashes import maps and empty scripts, which a policy also governs", () => {
    expect(
      inlineScriptHashes(
        '<script type="importmap">{"imports":{}}</script><script></script>',
      ),
    ).toEqual([sha('{"imports":{}}'), sha("")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });
});
