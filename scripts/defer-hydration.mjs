// @ts-check
/**
 * Hydration starts after the first paint (docs/decisions/054). React Router writes into every
 * prerendered page a `<link rel="modulepreload">` for each script of the page and an inline
 * module that imports the route modules and then the entry. Those requests start while the HTML
 * is parsed, so on a slow connection the page's JavaScript shares the bandwidth with the
 * stylesheet and the font, and the first paint waits for it although the page is complete without
 * it. This rewrites each page so that the inline module first waits for a frame to be painted,
 * then adds the same preload links and imports the same modules in the same order.
 *
 * Run by postbuild.mjs before the service worker's precache list and the CSP hashes are made;
 * `node scripts/defer-hydration.mjs <client dir>` runs it on another build folder (the fixture).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { CONSENT_BEFORE_HYDRATION } from "../app/components/consent/consent-before-hydration.ts";
import { MENU_BEFORE_HYDRATION } from "../app/components/layout/menu-before-hydration.ts";
import { EDITOR_FOLDER, htmlFilesUnder } from "./build-folder.mjs";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const BOOTSTRAP =
  /(<script type="module"[^>]*>)((?:(?!<\/script>)[\s\S])*window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;
/** What a failure says: this rewrite leans on the shape of React Router's output. */
const CHECK =
  "React Router writes its inline bootstrap differently now: see docs/upgrade-checklist.md, deferred hydration.";
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from "([^"]+)";$/;

/**
 * Waits for the first paint, as the browser reports it (a `paint` performance entry: its own
 * clock, so a test that fakes timers still hydrates). A hidden tab paints nothing, and a browser
 * without paint timing says nothing, so those start at once; a timer covers a paint that never
 * comes.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((_, observer) => { observer.disconnect(); go(); }).observe({ type: "paint", buffered: true });
  setTimeout(go, 3000);
});`;

/**
 * A classic script for the head, before React Router's scroll-restoration script in the body:
 * where the visitor blocks site data, reading `sessionStorage` throws, and that script then throws
 * again from its own `catch` (an uncaught error on every page). This puts a stand-in that keeps
 * nothing in its place, and only there. In the HTML, not the app, so it costs no bundle bytes.
 */
export const SESSION_STORAGE_STAND_IN = `try{sessionStorage}catch(e){Object.defineProperty(window,"sessionStorage",{configurable:true,value:{length:0,key:function(){return null},getItem:function(){return null},setItem:function(){},removeItem:function(){},clear:function(){}}})}`;
const STAND_IN_SCRIPT = `<script>${SESSION_STORAGE_STAND_IN}</script>`;

/**
 * What works before hydration, from the first paint: the banner hidden for a visitor who has
 * chosen, and the menu's burger. Classic scripts in the head, so they run before the body is parsed.
 */
const BEFORE_HYDRATION_SCRIPTS = [
  CONSENT_BEFORE_HYDRATION,
  MENU_BEFORE_HYDRATION,
].map((script) => `<script>${script}</script>`);

/**
 * The page with its scripts requested after the first paint, the session-storage stand-in and
 * what works before hydration. Throws when the page does not have
 * the shape React Router writes, so that a change there fails the build instead of shipping a
 * page that never hydrates.
 * @param {string} html a prerendered page
 * @returns {string}
 */
export function deferHydration(html) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap)
    throw new Error(
      `No React Router module script (one that sets window.__reactRouterRouteModules) in the page. ${CHECK}`,
    );
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (preloads.length === 0)
    throw new Error(`No <link rel="modulepreload"> in the page. ${CHECK}`);

  const body = (bootstrap[2] ?? "").split("\n").map((line) => {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    if (sideEffect) return `await import(${JSON.stringify(sideEffect[1])});`;
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (namespace)
      return `const ${namespace[1]} = await import(${JSON.stringify(namespace[2])});`;
    if (/^import\s*[^\s(]/.test(trimmed))
      throw new Error(
        `Unexpected import in React Router's module script: ${trimmed}. ${CHECK}`,
      );
    return line;
  });
  const script = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...body,
  ].join("\n");

  if (!html.includes("</head>")) throw new Error("A page with no </head>");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], () => `${bootstrap[1]}${script}</script>`)
    .replace(
      "</head>",
      () => `${STAND_IN_SCRIPT}${BEFORE_HYDRATION_SCRIPTS.join("")}</head>`,
    );
}

/**
 * Rewrites every prerendered page of a client folder.
 * @param {string} clientDir
 * @returns {number} pages rewritten
 */
export function deferHydrationIn(clientDir) {
  const pages = htmlFilesUnder(clientDir).filter(
    (page) => !page.startsWith(`${EDITOR_FOLDER}/`),
  );
  for (const page of pages) {
    const file = path.join(clientDir, page);
    try {
      writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
    } catch (error) {
      throw new Error(`${page}: ${/** @type {Error} */ (error).message}`);
    }
  }
  return pages.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = process.argv[2];
  if (!clientDir) {
    console.error("Usage: node scripts/defer-hydration.mjs <client dir>");
    process.exit(1);
  }
  const count = deferHydrationIn(clientDir);
  console.log(
    `defer-hydration: ${count} pages hydrate after their first paint.`,
  );
}
