import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Page } from "@playwright/test";

import { contactForm } from "../../app/content/contact-form";
import { legalLinks } from "../../app/content/legal";
import updateNotice from "../../content/update-notice.json" with { type: "json" };
import { expect, pauseClock, test, untilHydrated } from "./fixtures";
import {
  builtVersion,
  markPage,
  reloaded,
  runChecks,
  serveVersion,
  untilWithClock,
} from "./version-requests";

/**
 * Texts that Chromium's accessibility tree exposes inside a live `status` region: text of an inert
 * page (behind a modal dialog) is marked ignored there, as screen readers ignore it. Chromium also
 * marks plain layout containers (a `div`, a `p` without a role of its own) ignored: those are
 * walked through, only the text and the region itself must be exposed.
 */
async function announcedStatusText(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: {
      nodeId: string;
      parentId?: string;
      ignored: boolean;
      role?: { value?: string };
      name?: { value?: string };
    }[];
  };
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const inStatus = (node: (typeof nodes)[number]): boolean => {
    for (let at = byId.get(node.parentId ?? ""); at;) {
      if (at.role?.value === "status") return !at.ignored;
      at = byId.get(at.parentId ?? "");
    }
    return false;
  };
  return nodes
    .filter(
      (node) =>
        !node.ignored && node.role?.value === "StaticText" && inStatus(node),
    )
    .map((node) => node.name?.value ?? "")
    .join(" ");
}

test.describe("an update found while a dialog is open", () => {
  test("is announced inside the dialog, and the reload waits until the dialog closes", async ({
    page,
  }) => {
    await serveVersion(page, () => ({
      version: "0.0.0+another-build",
    }));
    await pauseClock(page);
    await page.goto("/home");
    await markPage(page);
    const { title } = legalLinks[0] ?? { title: "" };
    // A paused clock stops the animation frames Playwright's click waits on: dispatch it.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: title })
      .dispatchEvent("click");
    const dialog = page.getByRole("dialog", { name: title });
    await untilWithClock(page, () => dialog.isVisible());

    await runChecks(page, 1);
    // One live region holds the notice: the open modal's own (the page's, now inert, stays empty).
    const status = page
      .getByRole("status")
      .filter({ hasText: updateNotice.title });
    await expect(status).toHaveCount(1);
    await expect(dialog.getByRole("status")).toMatchAriaSnapshot(`
      - status:
        - paragraph:
          - strong: ${updateNotice.title}
          - text: ${updateNotice.body}
    `);
    // And in Chromium's own accessibility tree, which screen readers read: exposed, not ignored.
    await expect
      .poll(() => announcedStatusText(page))
      .toContain(updateNotice.title);
    expect(await announcedStatusText(page)).toContain(updateNotice.body);
    // Well past the 2 s: nothing reloads under the open dialog.
    await page.clock.runFor(10_000);
    expect(await reloaded(page)).toBe(false);
    await expect(dialog).toBeVisible();

    const load = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Close" }).dispatchEvent("click");
    await untilWithClock(page, async () => !(await dialog.isVisible()));
    await page.clock.runFor(1_000);
    await load;
    expect(await reloaded(page)).toBe(true);
  });
});

test.describe("an update found while a field holds text (fixture build)", () => {
  // The shipped build has the contact form switched off; the fixture build has it on.
  test.use({ site: "with-analytics" });

  test("the reload waits until the field is cleared", async ({ page }) => {
    await serveVersion(page, () => ({
      version: "0.0.0+another-build",
    }));
    await pauseClock(page);
    await page.goto("/contact");
    const subject = page.getByLabel(contactForm.fields.subject.label, {
      exact: false,
    });
    // The subject is never saved for the next visit: a reload would lose it.
    await subject.fill("A question about support");
    await markPage(page);

    await runChecks(page, 1);
    await expect(
      page.getByRole("status").filter({ hasText: updateNotice.title }),
    ).toBeVisible();
    // Well past the 2 s, and the notice gone: the page stays, the text with it.
    await page.clock.runFor(10_000);
    expect(await reloaded(page)).toBe(false);
    await expect(subject).toHaveValue("A question about support");

    const load = page.waitForEvent("load");
    await subject.fill("");
    await page.clock.runFor(1_000);
    await load;
    expect(await reloaded(page)).toBe(true);
  });
});

/** One origin whose content can be swapped from build A to build B, as a deploy does. */
async function startSwitchingProxy(initial: string) {
  let target = initial;
  const asked = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://proxy");
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    const url = new URL(req.url ?? "/", target);
    const upstream = httpRequest(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    switchTo: (url: string) => {
      target = url;
    },
    /** How often a path was requested, by the page or by its service worker. */
    requests: (pathname: string) => asked.get(pathname) ?? 0,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

test.describe("an update under the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  let proxy: Awaited<ReturnType<typeof startSwitchingProxy>>;

  // Build A is the shipped build, build B the fixture build (the same site with the contact form
  // switched on, so that B's /contact shows what A's does not): a deploy with a visible change.
  const buildA = process.env.E2E_BASE_URL ?? "";
  const buildB = process.env.E2E_ANALYTICS_BASE_URL ?? "";

  test.beforeAll(async () => {
    proxy = await startSwitchingProxy(buildA);
  });

  test.afterAll(async () => {
    await proxy.close();
  });

  test("after the notice the page shows the new build, and reloads only once", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // This test's origin is the proxy's: let its requests through.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    proxy.switchTo(buildA);
    const versionB = await (await fetch(`${buildB}/version.json`)).json();
    await pauseClock(page);
    await page.goto(`${proxy.url}/contact`);
    const versionA = await builtVersion(page);
    expect(versionA).not.toBe(versionB.version);
    const form = page.getByRole("form", { name: contactForm.title });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(form).toHaveCount(0);
    // The worker registers in idle time, precaches build A and takes control. The clock moves a
    // second at a time until it does: under load the update chunk may load, and ask for its idle
    // time, only after a single jump (then sw.js was never requested).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return page.evaluate(() =>
            Boolean(navigator.serviceWorker.controller),
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await markPage(page);
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    // The page's requests, also those the worker passes on to the network.
    let answers = 0;
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname === "/version.json") answers += 1;
    });

    proxy.switchTo(buildB);
    await runChecks(page, 1, () => answers);
    await expect(
      page.getByRole("status").filter({ hasText: updateNotice.title }),
    ).toBeVisible({ timeout: 15_000 });
    // The new worker installs build B's precache in real time; the page reloads once it controls.
    const load = page.waitForEvent("load", { timeout: 60_000 });
    await page.clock.runFor(2_000);
    await load;
    await untilHydrated(page);
    expect(await reloaded(page)).toBe(true);
    expect(await builtVersion(page)).toBe(versionB.version);
    // What the visitor sees is build B: its contact form, hydrated and working.
    await expect(form).toBeVisible();
    const name = page.getByLabel(contactForm.fields.name.label, {
      exact: false,
    });
    await name.fill("Thandi");
    await expect(name).toHaveValue("Thandi");
    await name.fill("");

    // The new build is at rest: its next checks find nothing to reload for.
    await runChecks(page, 2, () => answers);
    await page.clock.runFor(20_000);
    expect(await builtVersion(page)).toBe(versionB.version);
    expect(await reloaded(page)).toBe(true);
    expect(loads).toBe(1);
  });
});
