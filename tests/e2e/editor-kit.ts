import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

import type { Page } from "@playwright/test";

import { LOCAL_BACKEND_PATH } from "../../admin/local-backend";
import { expect } from "./fixtures";
import { copyProject, root } from "../workflows/project-copy";

/**
 * What the specs of the content editor at /admin share: Decap's local backend (decap-server, as
 * `npm run cms` starts it) working on a copy of the project, and the built editor signed in to it.
 */

/** A free port on this machine, for this run's decap-server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** decap-server on a free loopback port, reading and writing a new copy of the project. */
export async function startLocalBackend(prefix: string) {
  const copy = copyProject(prefix);
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(root, "node_modules/decap-server/dist/index.js")],
    {
      env: {
        ...process.env,
        GIT_REPO_DIRECTORY: copy,
        MODE: "fs",
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    },
  );
  // Ready when it answers.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}${LOCAL_BACKEND_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
  return {
    copy,
    port,
    stop() {
      server.kill();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the editor signed in to the local backend on `port`. The editor looks for decap-server on
 * its own origin, where `npm run cms` passes `/api/v1` on to it; here the page's requests there go
 * to this run's server.
 */
export async function openEditor(
  page: Page,
  port: number,
  hash = "",
  { signedIn = false } = {},
) {
  await page.route(LOCAL_BACKEND_PATH, async (route) => {
    const response = await route.fetch({
      url: `http://127.0.0.1:${port}${LOCAL_BACKEND_PATH}`,
    });
    await route.fulfill({ response });
  });
  // A second tab of a signed-in editor opens signed in.
  if (signedIn) {
    await page.goto(`/admin#${hash}`);
    return;
  }
  await page.goto("/admin");
  await page.getByRole("button", { name: "Login" }).click();
  if (hash) await page.goto(`/admin#${hash}`);
}
