import { parse } from "acorn";
import { describe, expect, it } from "vitest";

import { deferHydration, SESSION_STORAGE_STAND_IN } from "./defer-hydration.ts";

/** The shape React Router 7 writes into a prerendered page. */
const page = `<!DOCTYPE html><html lang="en-ZA"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/><link rel="stylesheet" href="/assets/app-6.css"/></head><body><h1>Home</h1><script type="module">console.log("another module")</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("deferHydration", () => {
  const deferred = deferHydration(page);
  const script = bootstrapOf(deferred);

  it("removes the preload links from the markup", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain(
      '<link rel="stylesheet" href="/assets/app-6.css"/>',
    );
  });

  it("waits for a painted frame before it requests anything", () => {
    const firstRequest = Math.min(
      script.indexOf("modulepreload"),
      script.indexOf("import("),
    );
    expect(script.indexOf('observe({ type: "paint"')).toBeGreaterThan(-1);
    expect(script.indexOf('observe({ type: "paint"')).toBeLessThan(
      firstRequest,
    );
  });

  it("then preloads the same files and imports the same modules in order", () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/react-3.js","/assets/root-4.js","/assets/home-5.js"]',
    );
    const imports = [...script.matchAll(/import\("([^"]+)"\)/g)].map(
      (match) => match[1],
    );
    expect(imports).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(script).toContain(
      'const route0 = await import("/assets/root-4.js");',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
  });

  it("writes a module script that parses, and leaves other scripts alone", () => {
    expect(() =>
      parse(script, { ecmaVersion: "latest", sourceType: "module" }),
    ).not.toThrow();
    expect(script).not.toMatch(/^\s*import\s+[^(\s]/m);
    expect(deferred).toContain(
      '<script type="module">console.log("another module")</script>',
    );
  });

  it("fails loudly on a page of another shape", () => {
    expect(() =>
      deferHydration("<html><body>No scripts</body></html>"),
    ).toThrow("No React Router module script");
    expect(() =>
      deferHydration(
        page.replace(
          'import "/assets/manifest-1.js";',
          'import { manifest } from "/assets/manifest-1.js";',
        ),
      ),
    ).toThrow("Unexpected import");
  });

  it("puts the session-storage stand-in in the head, once", () => {
    const standIn = `<script>${SESSION_STORAGE_STAND_IN}</script>`;
    const head = deferred.slice(0, deferred.indexOf("</head>"));
    expect(head.split(standIn)).toHaveLength(2);
    expect(() =>
      parse(SESSION_STORAGE_STAND_IN, { ecmaVersion: 5 }),
    ).not.toThrow();
  });
});
