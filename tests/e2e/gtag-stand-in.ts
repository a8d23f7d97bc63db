import type { Page } from "@playwright/test";

/**
 * A stand-in for gtag.js (the real one is Google's and out of reach of the tests' network). It
 * plays the documented behaviour the site relies on: it reads the data layer's commands; while
 * `analytics_storage` is granted it sets `_ga` and `_ga_<id>` on the highest domain the browser
 * accepts, as gtag.js's automatic cookie domain does; and, like the real tag in Consent Mode's
 * advanced mode, it sends every event to /g/collect whatever the consent (cookieless when
 * denied) unless `window['ga-disable-<id>']` is true, Google's opt-out flag.
 */
function gtagStandIn() {
  const w = window as unknown as Record<string, unknown> & {
    dataLayer: ArrayLike<unknown>[];
  };
  const layer = (w.dataLayer = w.dataLayer ?? []);
  let id: string | undefined;
  let granted = false;
  const disabled = () => id !== undefined && w[`ga-disable-${id}`] === true;

  const setCookie = (name: string, value: string) => {
    const labels = location.hostname.split(".");
    const ip = /^[\d.]+$/.test(location.hostname);
    for (
      let index = ip ? labels.length : 0;
      index < labels.length;
      index += 1
    ) {
      const domain = labels.slice(labels.length - 1 - index).join(".");
      document.cookie = `${name}=${value}; Path=/; Max-Age=63072000; Domain=${domain}`;
      if (document.cookie.includes(`${name}=${value}`)) return;
    }
    document.cookie = `${name}=${value}; Path=/; Max-Age=63072000`;
  };
  const storeCookies = () => {
    if (!id || !granted || disabled()) return;
    if (!document.cookie.includes("_ga=")) setCookie("_ga", "GA1.1.42.1");
    setCookie(`_ga_${id.replace(/^G-/, "")}`, "GS1.1.1.1");
  };
  const run = (entry: ArrayLike<unknown>) => {
    const [command, first, second] = Array.from(entry);
    const params = (second ?? {}) as Record<string, unknown>;
    if (command === "consent" && params.analytics_storage)
      granted = params.analytics_storage === "granted";
    if (command === "config") id = String(first);
    if (command === "event" && id && !disabled())
      void fetch(
        `https://region1.google-analytics.com/g/collect?v=2&tid=${id}&en=${String(first)}&gcs=${granted ? "G111" : "G100"}`,
        { method: "POST", mode: "no-cors", keepalive: true },
      );
    storeCookies();
  };
  Array.from(layer).forEach(run);
  layer.push = function push(...entries: ArrayLike<unknown>[]) {
    entries.forEach(run);
    return Array.prototype.push.apply(this, entries);
  };
}

/** Serves the stand-in for the tag and records what reaches Google's collection endpoint. */
export async function standInForGtag(page: Page) {
  const collected: string[] = [];
  const loads: string[] = [];
  await page.route("https://www.googletagmanager.com/gtag/js**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: `(${gtagStandIn.toString()})();`,
    });
  });
  await page.route("https://*.google-analytics.com/g/collect**", (route) => {
    collected.push(new URL(route.request().url()).searchParams.get("en") ?? "");
    return route.fulfill({ status: 204 });
  });
  return { collected, loads };
}

/** The data layer's commands, a date written as "date", for comparing whole. */
export function dataLayerCommands(page: Page) {
  return page.evaluate(() =>
    window.dataLayer === undefined
      ? undefined
      : window.dataLayer.map((entry) =>
          Array.from(entry as ArrayLike<unknown>).map((value) =>
            value instanceof Date ? "date" : value,
          ),
        ),
  );
}
