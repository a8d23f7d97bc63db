import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import type { Route } from "@playwright/test";

import backendFile from "../../admin/backend.json" with { type: "json" };
import { backendSchema, cmsConfig } from "../../admin/cms-config";
import { EDITOR_PATH } from "../../server/hosting-rules.ts";
import { expect, test } from "./fixtures";
import { articles } from "./site";

/**
 * Online sign-in to the built editor at /admin, served by `npm start`, with the GitHub backend
 * of admin/backend.json (decision 086). Its `base_url`, the OAuth service Decap opens in a popup,
 * is answered by a stand-in on loopback that does what the real services do: tells the editor
 * it is authorizing, waits for its reply, then posts the token to the editor's origin through
 * `window.opener`. The GitHub API is answered from the repository's own files. Under
 * `Cross-Origin-Opener-Policy: same-origin` the popup has no opener and the editor never
 * signs in.
 */

const root = path.resolve(import.meta.dirname, "../..");
const backend = backendSchema.parse(backendFile);
const TOKEN = "gho_standInTokenForTheSignInTest";
const user = { login: "marketing-coordinator", name: "Marketing coordinator" };
const GITHUB_API = "https://api.github.com/**";

// The editor is megabytes of script, slow to start on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The stand-in OAuth service: `/auth` answers, in the popup, the page a Decap OAuth service
 * sends back from GitHub's callback, for one allowed origin (the editor's), as the real ones
 * are configured.
 */
async function startOAuthService(allowedOrigin: string) {
  const requests: URL[] = [];
  const handshake = `
    const allowed = ${JSON.stringify(allowedOrigin)};
    const success = "authorization:github:success:" + ${JSON.stringify(
      JSON.stringify({ token: TOKEN, provider: "github" }),
    )};
    window.addEventListener("message", (event) => {
      if (event.origin !== allowed || event.data !== "authorizing:github") return;
      window.opener.postMessage(success, event.origin);
    });
    window.opener.postMessage("authorizing:github", allowed);`;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(url);
    if (url.pathname !== "/auth") {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><title>Signing in</title><p>Signing in…</p><script>${handshake}</script>`,
      );
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Git's id of a file's content, as GitHub's trees and blobs name it. */
const blobSha = (content: Buffer) =>
  createHash("sha1")
    .update(`blob ${content.length}\0`)
    .update(content)
    .digest("hex");

/** The files under a folder of the repository, relative to it (every level, or the first). */
function filesUnder(folder: string, recursive: boolean): string[] {
  return readdirSync(path.join(root, folder), { recursive })
    .map(String)
    .filter((file) => statSync(path.join(root, folder, file)).isFile());
}

/**
 * GitHub's REST API for the repository of admin/backend.json, read from this checkout: who is
 * signed in, the repository (with write access), its branch, folder trees, file contents and
 * history, and no open pull requests (the editorial workflow's drafts). Only the token the
 * OAuth service handed over is accepted. Every request is listed in `asked`; anything else is a
 * 404, listed in `unanswered` too.
 */
function gitHubApi() {
  const blobs = new Map<string, Buffer>();
  const asked: string[] = [];
  const unanswered: string[] = [];
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "authorization, content-type",
    "access-control-expose-headers": "link",
  };
  const head = createHash("sha1").update("stand-in head").digest("hex");

  function answer(method: string, url: URL): [number, unknown] {
    if (method !== "GET") return [404, null];
    if (url.pathname === "/user") return [200, user];
    if (url.pathname === "/search/issues")
      return [200, { total_count: 0, items: [] }];
    const repo = `/repos/${backend.repo}`;
    if (!url.pathname.startsWith(repo)) return [404, null];
    const rest = decodeURIComponent(url.pathname.slice(repo.length));
    if (rest === "")
      return [
        200,
        {
          full_name: backend.repo,
          owner: { login: backend.repo.split("/")[0] },
          default_branch: backend.branch,
          permissions: { admin: false, push: true, pull: true },
        },
      ];
    if (rest === `/branches/${backend.branch}`)
      return [200, { name: backend.branch, commit: { sha: head } }];
    const tree = new RegExp(`^/git/trees/${backend.branch}:(.+)$`).exec(rest);
    if (tree?.[1]) {
      if (!existsSync(path.join(root, tree[1]))) return [404, null];
      const recursive = url.searchParams.get("recursive") === "1";
      return [
        200,
        {
          sha: head,
          truncated: false,
          tree: filesUnder(tree[1], recursive).map((file) => {
            const content = readFileSync(path.join(root, tree[1] ?? "", file));
            const sha = blobSha(content);
            blobs.set(sha, content);
            return { path: file, type: "blob", sha, size: content.length };
          }),
        },
      ];
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)?.[1];
    const content = blob ? blobs.get(blob) : undefined;
    if (blob && content)
      return [
        200,
        {
          sha: blob,
          size: content.length,
          encoding: "base64",
          content: content.toString("base64"),
        },
      ];
    if (rest === "/commits")
      return [
        200,
        [
          {
            sha: head,
            commit: {
              author: { name: user.name, date: "2026-03-02T08:00:00Z" },
            },
          },
        ],
      ];
    // The editorial workflow: no drafts (pull requests, cms/ branches) yet.
    if (rest === "/pulls" || rest.startsWith("/git/refs/heads/cms/"))
      return [200, []];
    return [404, null];
  }

  return {
    asked,
    unanswered,
    handle: async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === "OPTIONS")
        return route.fulfill({ status: 204, headers: cors });
      asked.push(`${request.method()} ${url.pathname}`);
      const authorized =
        request.headers()["authorization"] === `token ${TOKEN}`;
      const [status, body] = authorized
        ? answer(request.method(), url)
        : [401, { message: "Bad credentials" }];
      if (status === 404)
        unanswered.push(`${request.method()} ${url.pathname}${url.search}`);
      await route.fulfill({
        status,
        headers: cors,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify(body ?? { message: "Not Found" }),
      });
    },
  };
}

test("an editor signs in with GitHub through the OAuth service's popup and reaches the collections", async ({
  page,
  context,
  baseURL,
}) => {
  const editorOrigin = new URL(baseURL ?? "").origin;
  const serviceOrigin = new URL(backend.base_url ?? "").origin;
  expect(backend.name, "admin/backend.json signs in with GitHub").toBe(
    "github",
  );
  const service = await startOAuthService(editorOrigin);
  const api = gitHubApi();
  const serviceRoutes = `${serviceOrigin}/**`;
  const toService = async (route: Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${service.url}${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  };
  try {
    // The popup and the editor reach the service's address and GitHub's API here, on loopback.
    await context.route(serviceRoutes, toService);
    await context.route(GITHUB_API, api.handle);

    await page.goto(EDITOR_PATH);
    await page.getByRole("button", { name: "Login with GitHub" }).click();

    // Decap opened the service's sign-in for GitHub, for this site, asking to write the repo.
    await expect
      .poll(() => service.requests.map((url) => url.pathname))
      .toEqual(["/auth"]);
    const auth = service.requests[0]?.searchParams;
    expect(auth?.get("provider")).toBe("github");
    expect(auth?.get("scope")).toBe("repo");
    expect(auth?.get("site_id")).toBe(new URL(editorOrigin).hostname);

    // Signed in with the token the popup handed back: the collections, and the articles listed
    // from the repository.
    const collections = cmsConfig(backend, editorOrigin).collections;
    for (const { label } of collections)
      await expect(
        page.getByRole("link", { name: label, exact: true }),
        `the ${label} collection, once the popup has handed the token back`,
      ).toBeVisible();
    const newest = articles[0];
    if (newest)
      await expect(
        page.getByRole("link", { name: newest.title }),
      ).toBeVisible();
    // Drafts are pull requests (Decap's editorial workflow): its board lists the open ones.
    await page.getByRole("link", { name: "Workflow" }).click();
    await expect(
      page.getByRole("heading", { name: "Editorial Workflow" }),
    ).toBeVisible();
    await expect(page.getByText("Drafts", { exact: true })).toBeVisible();
    expect(api.asked).toContain(`GET /repos/${backend.repo}/pulls`);
    test.info().annotations.push({
      type: "GitHub API requests left unanswered",
      description: api.unanswered.join(", ") || "none",
    });
  } finally {
    // The editor keeps polling GitHub until the page closes: let those last requests go.
    await context.unroute(GITHUB_API, api.handle);
    await context.unroute(serviceRoutes, toService);
    await service.close();
  }
});
