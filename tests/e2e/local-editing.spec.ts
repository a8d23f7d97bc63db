import { spawn, type ChildProcess } from "node:child_process";
import {
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { LOCAL_BACKEND_PATH } from "../../admin/local-backend";

/**
 * `npm run cms` as a marketer runs it on their computer (decision 086): the site's dev server and
 * the editor's, which serves decap-server's file-system backend too, started for real. Each listens on this computer only; the
 * editor reaches its backend through its own address; saving a data file restarts no server and
 * leaves the open editor as it was; "View live" opens the page on the local site; a draft copy
 * from an earlier visit is never offered back.
 */

const root = path.resolve(import.meta.dirname, "../..");
const SITE = "http://127.0.0.1:5173";
const EDITOR = "http://127.0.0.1:5174";
const PORTS = [5173, 5174];

// The two servers start once (cold, about a minute on two busy cores) for every test here.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let cms: ChildProcess | undefined;
let log = "";

/** Every process `npm run cms` started, itself included. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // "pid (command) state ppid …": the command may hold spaces and brackets.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const tree = [pid];
  // An array's iterator reaches what is pushed onto it meanwhile: each child's children too.
  for (const member of tree) tree.push(...(children.get(member) ?? []));
  return tree;
}

/** "0100007F:1F90" from /proc/net/tcp → "127.0.0.1", 8080; an IPv6 address as 32 hex digits. */
function decodeAddress(hex: string): { address: string; port: number } {
  const [ip = "", port = ""] = hex.split(":");
  // The kernel writes each 32-bit word in the machine's (little-endian) byte order.
  const bytes = (ip.match(/.{8}/g) ?? []).flatMap((word) =>
    (word.match(/../g) ?? []).reverse(),
  );
  const address =
    bytes.length === 4
      ? bytes.map((byte) => parseInt(byte, 16)).join(".")
      : bytes.join("");
  return { address, port: parseInt(port, 16) };
}

/** Each listening TCP socket of the processes of `npm run cms`: address, port and inode. */
function listeningSockets() {
  const inodes = new Set<string>();
  for (const pid of processTree(cms?.pid ?? -1)) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // closed meanwhile
      }
    }
  }
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .flatMap((line) => {
        const [, local = "", , state, , , , , , inode = ""] = line
          .trim()
          .split(/\s+/);
        // 0A: listening.
        return state === "0A" && inodes.has(inode)
          ? [{ ...decodeAddress(local), inode }]
          : [];
      }),
  );
}

/** Whether a TCP connection to address:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    const end = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once("connect", () => end(true));
    socket.once("error", () => end(false));
    socket.once("timeout", () => end(false));
  });

/** The editor signed in to the local backend (no account needed), at the given view. */
async function openEditor(page: Page, hash = "") {
  await page.goto(`${EDITOR}/admin/${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  const signedIn = page.getByRole("button", {
    name: "Account options dropdown",
  });
  await expect(login.or(signedIn)).toBeVisible({ timeout: 120_000 });
  if (await login.isVisible()) await login.click();
  await expect(signedIn).toBeVisible();
}

const companyLink = (page: Page) =>
  page.getByRole("link", { name: "Company", exact: true });

test.beforeAll(async () => {
  for (const port of PORTS)
    expect(
      await accepts("127.0.0.1", port),
      `port ${port} is taken: stop the other npm run cms first`,
    ).toBe(false);
  // Its own process group, so that the servers it starts stop with it.
  cms = spawn("npm", ["run", "cms"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  cms.stdout?.on("data", (data: Buffer) => (log += data.toString()));
  cms.stderr?.on("data", (data: Buffer) => (log += data.toString()));
  await expect
    .poll(
      async () =>
        (
          await Promise.all(PORTS.map((port) => accepts("127.0.0.1", port)))
        ).every(Boolean),
      {
        timeout: 180_000,
      },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (!cms?.pid) return;
  const ended = new Promise((resolve) => cms?.once("exit", resolve));
  process.kill(-cms.pid, "SIGTERM");
  await Promise.race([ended, new Promise((r) => setTimeout(r, 10_000))]);
  try {
    process.kill(-cms.pid, "SIGKILL");
  } catch {
    // all gone
  }
});

test("every server npm run cms starts listens on 127.0.0.1 only", async () => {
  const sockets = listeningSockets();
  for (const port of PORTS)
    expect(sockets.map((socket) => socket.port)).toContain(port);
  expect(sockets.filter(({ address }) => address !== "127.0.0.1")).toEqual([]);
  // From another machine's side: the computer's own network addresses are refused.
  const outward = Object.values(networkInterfaces())
    .flat()
    .flatMap((info) => (info && !info.internal ? [info.address] : []));
  for (const host of outward)
    for (const port of PORTS)
      expect(await accepts(host, port), `${host}:${port}`).toBe(false);
});

/** The status of the local backend's answer to a request that names `host` as its Host. */
const backendStatus = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const asked = httpRequest(
      `${EDITOR}${LOCAL_BACKEND_PATH}`,
      {
        method: "POST",
        headers: { host, "content-type": "application/json" },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    asked.once("error", reject);
    asked.end(JSON.stringify({ action: "info" }));
  });

test("the editor's own server answers for decap-server, to this computer's names only", async ({
  page,
  request,
}) => {
  const info = await request.post(`${EDITOR}${LOCAL_BACKEND_PATH}`, {
    data: { action: "info" },
  });
  expect(await info.json()).toMatchObject({ type: "local_fs" });
  // A web page that rebinds its own name to 127.0.0.1 still sends that name: refused.
  expect(await backendStatus("127.0.0.1:5174")).toBe(200);
  expect(await backendStatus("attacker.example")).toBe(403);
  await openEditor(page);
  await expect(companyLink(page)).toBeVisible();
});

test("saving a data file restarts no server and leaves the editor open", async ({
  page,
  request,
}) => {
  // The site's dev server renders the page, so the data file is among its modules.
  expect((await request.get(`${SITE}/home`)).ok()).toBe(true);
  await openEditor(page);
  await page.evaluate(() => Object.assign(window, { stillOpen: true }));
  const before = listeningSockets();
  const logBefore = log.length;

  const file = path.join(root, "content/identity.json");
  const saved = readFileSync(file, "utf8");
  try {
    // The same facts, written as another editor would lay them out.
    writeFileSync(file, `${JSON.stringify(JSON.parse(saved), null, 4)}\n`);
    // The site's dev server saw the change and refreshed its page …
    await expect
      .poll(() => log.slice(logBefore), { timeout: 30_000 })
      .toContain("content/identity.json");
    // … and the editor's server, watching the same folder, has had as long.
    await page.waitForTimeout(3_000);
  } finally {
    writeFileSync(file, saved);
  }

  // Neither Vite's restart nor React Router's reload of its config.
  expect(log.slice(logBefore)).not.toMatch(/restart|config (changed|saved)/i);
  // A restarted server listens anew, on a new socket.
  expect(listeningSockets()).toEqual(before);
  expect(await page.evaluate(() => "stillOpen" in window)).toBe(true);
  await expect(companyLink(page)).toBeVisible();
  expect((await request.get(`${SITE}/home`)).ok()).toBe(true);
  expect((await request.get(`${EDITOR}/admin/`)).ok()).toBe(true);
});

test("View live opens the page on the local site", async ({ page }) => {
  await openEditor(page, "#/collections/company/entries/identity");
  const viewLive = page.getByRole("link", { name: "View Live" });
  await expect(viewLive).toBeVisible({ timeout: 60_000 });
  await expect(viewLive).toHaveAttribute("href", `${SITE}/home`);
  const [site] = await Promise.all([
    page.waitForEvent("popup"),
    viewLive.click(),
  ]);
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a draft copy from an earlier visit is never offered back", async ({
  page,
}) => {
  await openEditor(page);
  // Decap's copy of an entry, as it leaves one when a visit ends before the entry is saved.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result
            .transaction("keyvaluepairs", "readwrite")
            .objectStore("keyvaluepairs");
          const put = store.put(
            {
              raw: '{"name": "An older name"}',
              path: "content/identity.json",
              mediaFiles: [],
            },
            "backup.company.identity",
          );
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      }),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A later visit, straight to that entry.
  await page.goto("about:blank");
  await openEditor(page, "#/collections/company/entries/identity");
  await expect(page.getByRole("textbox", { name: "Company name" })).toBeVisible(
    { timeout: 60_000 },
  );
  expect(dialogs).toEqual([]);
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("localforage");
        open.onsuccess = () => {
          const count = open.result
            .transaction("keyvaluepairs")
            .objectStore("keyvaluepairs")
            .count(IDBKeyRange.bound("backup", "backup\uffff"));
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);
});
