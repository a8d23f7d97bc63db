import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  acquireDeployLock,
  linked,
  LOCK_FILE,
  LOCK_STALE_MS,
  readHolder,
  releaseToRestore,
  staleReason,
  type LockHolder,
} from "./deploy-lock.ts";

const holder: LockHolder = {
  pid: 4242,
  startedAt: "2026-11-26T10:00:00.000Z",
  command: "deploy",
  live: "20261126-095000-000",
};
const started = Date.parse(holder.startedAt);

/** A pid that no process has any more: one that has just exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid ?? 0;

function lockIn(target: string, messages: string[] = [], waitMs?: number) {
  return acquireDeployLock(target, {
    command: "deploy",
    log: (message) => messages.push(message),
    waitMs,
  });
}

/** A target whose `current` names this release. */
function targetWith(current: string) {
  const target = mkdtempSync(path.join(tmpdir(), "deploy-lock-"));
  symlinkSync(path.join("releases", current), path.join(target, "current"));
  return target;
}

describe("readHolder", () => {
  it("reads a lock as written, and nothing else", () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), "deploy-lock-")),
      "l",
    );
    expect(readHolder(file)).toBeUndefined();
    const parseLockHolder = (text: string) => {
      writeFileSync(file, text);
      return readHolder(file);
    };
    expect(parseLockHolder(JSON.stringify(holder))).toEqual(holder);
    expect(parseLockHolder(JSON.stringify({ ...holder, live: null }))).toEqual({
      ...holder,
      live: null,
    });
    expect(parseLockHolder("")).toBeNull();
    expect(parseLockHolder("4242")).toBeNull();
    expect(parseLockHolder(JSON.stringify({ pid: 4242 }))).toBeNull();
  });
});

describe("staleReason", () => {
  it("leaves a lock whose process runs, until it is older than any deploy", () => {
    const running = () => true;
    expect(staleReason(holder, started + 60_000, running)).toBeNull();
    expect(staleReason(holder, started + LOCK_STALE_MS + 1, running)).toMatch(
      /started more than 60 minutes ago/,
    );
  });

  it("takes a lock over when its process is gone", () => {
    expect(staleReason(holder, started, () => false)).toBe(
      "pid 4242 is no longer running",
    );
  });
});

describe("releaseToRestore", () => {
  const { live } = holder;

  it("undoes a switch left half done: current back to the release live before it", () => {
    expect(releaseToRestore(holder, "new", "older")).toBe(live);
    // A rollback stopped mid-switch: current already names the previous release.
    expect(releaseToRestore(holder, "older", "older")).toBe(live);
    // The first deploy: no release was live.
    expect(releaseToRestore({ ...holder, live: null }, "new", null)).toBeNull();
  });

  it("leaves a switch that never began or that finished", () => {
    expect(releaseToRestore(holder, live, "older")).toBeUndefined();
    expect(releaseToRestore(holder, "new", live)).toBeUndefined();
    expect(
      releaseToRestore({ ...holder, live: null }, null, null),
    ).toBeUndefined();
  });
});

describe("acquireDeployLock", () => {
  it("holds the target's lock, naming this process and the live release, until released", () => {
    const target = targetWith("20261126-100000-000");
    const unlock = lockIn(target);
    const lock = path.join(target, LOCK_FILE);
    expect(readHolder(lock)).toMatchObject({
      pid: process.pid,
      command: "deploy",
      live: "20261126-100000-000",
    });
    unlock();
    expect(existsSync(lock)).toBe(false);
  });

  it("waits for a deploy in another process, saying which, then takes the lock", async () => {
    const target = mkdtempSync(path.join(tmpdir(), "deploy-lock-"));
    const module = path.resolve("scripts/deploy/deploy-lock.ts");
    const letGo = path.join(target, "let-go");
    const other = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { writeFileSync } from "node:fs";
         import { acquireDeployLock } from ${JSON.stringify(module)};
         const unlock = acquireDeployLock(${JSON.stringify(target)}, {
           command: "rollback", log() {} });
         console.log("locked");
         setTimeout(() => { writeFileSync(${JSON.stringify(letGo)}, ""); unlock(); }, 300);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    other.stdout.setEncoding("utf8");
    const locked = new Promise<void>((resolve) =>
      other.stdout.on("data", (chunk: string) => {
        output += chunk;
        if (output.includes("locked")) resolve();
      }),
    );
    const exited = new Promise((resolve) => other.once("exit", resolve));
    await locked;

    const messages: string[] = [];
    const unlock = lockIn(target, messages);
    // Taken only once the other let go.
    expect(existsSync(letGo)).toBe(true);
    expect(messages).toEqual([
      expect.stringMatching(
        new RegExp(
          `^waiting for the rollback started by pid ${other.pid} at \\S+ to finish`,
        ),
      ),
    ]);
    unlock();
    await exited;
  });

  it("refuses after the wait, naming the deploy that still runs", () => {
    const target = mkdtempSync(path.join(tmpdir(), "deploy-lock-"));
    const unlock = lockIn(target);
    expect(() => lockIn(target, [], 300)).toThrow(
      new RegExp(
        `Gave up after 0.3 s waiting for the deploy started by pid ${process.pid} at .*${LOCK_FILE}`,
      ),
    );
    unlock();
  });

  it("takes over the lock of a deploy that died, undoing what it left half done", () => {
    const target = targetWith("20261126-100000-000");
    const pid = deadPid();
    writeFileSync(
      path.join(target, LOCK_FILE),
      JSON.stringify({ ...holder, pid }),
    );
    const messages: string[] = [];
    const unlock = lockIn(target, messages);
    expect(messages).toEqual([
      `taking over the lock of the deploy started by pid ${pid} at ${holder.startedAt}: pid ${pid} is no longer running.`,
      `it stopped before its switch was done: current goes back to ${holder.live}, live when it began.`,
    ]);
    expect(linked(target, "current")).toBe(holder.live);
    expect(readHolder(path.join(target, LOCK_FILE))?.pid).toBe(process.pid);
    unlock();
  });

  it("refuses a lock file it did not write", () => {
    const target = mkdtempSync(path.join(tmpdir(), "deploy-lock-"));
    writeFileSync(path.join(target, LOCK_FILE), "busy\n");
    expect(() => lockIn(target)).toThrow(/not a lock this script wrote/);
  });
});
