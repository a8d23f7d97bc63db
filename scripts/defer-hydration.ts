/** Hydration after the first paint (decision 054). */
import { CONSENT_BEFORE_HYDRATION } from "../app/components/consent/consent-before-hydration.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const BOOTSTRAP =
  /(<script type="module"[^>]*>)((?:(?!<\/script>)[\s\S])*window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;
const CHECK =
  "React Router writes its inline bootstrap differently now: see docs/upgrade-checklist.md, deferred hydration.";
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from "([^"]+)";$/;

/** The first paint by its own clock (faked timers still hydrate); a hidden tab goes at once. */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((_, observer) => { observer.disconnect(); go(); }).observe({ type: "paint", buffered: true });
  setTimeout(go, 3000);
});`;

/** Where site data is blocked, `sessionStorage` throws, and so would React Router's scroll. */
export const SESSION_STORAGE_STAND_IN = `try{sessionStorage}catch(e){Object.defineProperty(window,"sessionStorage",{configurable:true,value:{length:0,key:function(){return null},getItem:function(){return null},setItem:function(){},removeItem:function(){},clear:function(){}}})}`;
const STAND_IN_SCRIPT = `<script>${SESSION_STORAGE_STAND_IN}</script>`;

/** The consent banner works from the first paint (decision 095). */
const CONSENT_SCRIPT = `<script>${CONSENT_BEFORE_HYDRATION}</script>`;

/** Throws when React Router's output changes shape, rather than ship a page that never hydrates. */
export function deferHydration(html: string) {
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
    .replace("</head>", () => `${STAND_IN_SCRIPT}${CONSENT_SCRIPT}</head>`);
}
